package protocross.codesize;

import java.util.List;
import java.util.Map;

/**
 * codesize.md: the table per implementation, what each minimal application holds and what it left
 * out (so a reader can check that neither the JMH harness nor the JSON libraries are counted), and the
 * method. Everything measured comes in as {@link Row}s; the JDK it names is this JVM's, whose home R8 read.
 */
final class CodeSizeReport {
  /**
   * One implementation: its name, its code generator ({@code protoc 4.36.2}), generated source lines
   * (-1: it generates no Java), its benchmarks.jar's size, the minimal application, and that
   * application shrunk (null when not shrunk).
   */
  record Row(String impl, String generator, long sourceLines, long benchmarksJarBytes, MinimalApp.Contents app,
      Shrinker.Shrunk shrunk) {}

  private CodeSizeReport() {}

  /** The whole file; {@code r8Version} null when nothing was shrunk. */
  static String render(BuiltInSchema schema, String commit, String r8Version, List<Row> rows) {
    StringBuilder md = new StringBuilder();
    md.append("# Code size\n\n");
    md.append("Per implementation, for the built-in schema (`datasets/protocross.proto`, Java package `")
        .append(schema.javaPackage()).append("`; root types ")
        .append(String.join(", ", schema.rootSimpleNames().stream().map(s -> "`" + s + "`").toList()))
        .append("): what its generator writes, and what an application that only decodes and encodes those root types ")
        .append("ships, without and with a shrinker. Read from the build's artifacts by `bin/codesize")
        .append(r8Version == null ? "" : " --shrink").append("` from the benchmarks jars of commit ").append(commit)
        .append(r8Version == null ? "" : ", R8 " + r8Version + " running on the JDK " + System.getProperty("java.runtime.version")
            + " (" + System.getProperty("java.vendor") + "), whose classes it reads as the library")
        .append(" (this file: `bin/codesize --shrink --update-committed`); no timing.\n\n");

    md.append("| implementation | generator | generated source, lines | generated classes, bytes | libraries' jar files, bytes "
        + "| benchmarks.jar, bytes | minimal app, bytes |");
    md.append(r8Version == null ? "\n" : " shrunk by R8 " + r8Version + ", bytes | shrunk / unshrunk | the shrunk app run alone |\n");
    md.append("|---|---|---:|---:|---:|---:|---:|").append(r8Version == null ? "\n" : "---:|---:|---|\n");
    for (Row r : rows) {
      MinimalApp.Contents app = r.app();
      md.append("| ").append(r.impl()).append(" | ").append(r.generator()).append(" | ")
          .append(r.sourceLines() < 0 ? "— (none)" : commas(r.sourceLines())).append(" | ")
          .append(app.generatedBytes() == 0 ? "— (none)" : commas(app.generatedBytes())).append(" | ")
          .append(commas(app.libraryJarFileBytes())).append(" | ")
          .append(commas(r.benchmarksJarBytes())).append(" | ")
          .append(commas(app.jarBytes())).append(" |");
      if (r8Version != null) {
        Shrinker.Shrunk s = r.shrunk();
        if (s.checked()) {
          md.append(' ').append(commas(s.jarBytes())).append(" | ")
              .append(String.format(java.util.Locale.ROOT, "%.2f", (double) s.jarBytes() / app.jarBytes()));
        } else {
          md.append(" — | —");
        }
        md.append(" | ").append(s.check()).append(" |");
      }
      md.append('\n');
    }
    if (r8Version == null) {
      md.append("\nThe minimal application shrunk by R8, and run alone: `bin/codesize --shrink`.\n");
    }

    md.append("\n## What each minimal application holds\n\n");
    md.append("Its libraries are the declared runtime and everything it depends on, as the module's build resolved it "
        + "(`target/codesize/` of each implementation module: `dependency:tree` and `dependency:list`); "
        + "\"brought in by\" names the module's own dependencies that lead to the library.\n\n");
    md.append("| implementation | in the minimal app | version | jar file, bytes | in the app, bytes (uncompressed) | brought in by |\n");
    md.append("|---|---|---|---:|---:|---|\n");
    for (Row r : rows) {
      MinimalApp.Contents app = r.app();
      for (MinimalApp.Library l : app.libraries()) {
        if (l.inApp()) {
          md.append(libraryRow(r.impl(), l, true));
        }
      }
      if (app.generatedBytes() > 0) {
        md.append("| ").append(r.impl()).append(" | generated classes (`").append(schema.dir())
            .append("`) | | | ").append(commas(app.generatedBytes())).append(" | the module's build |\n");
      }
      for (Map.Entry<String, Long> b : app.bindingBytes().entrySet()) {
        md.append("| ").append(r.impl()).append(" | the module's own `").append(b.getKey())
            .append("` | | | ").append(commas(b.getValue())).append(" | the module's build |\n");
      }
    }

    md.append("\n## Left out of the minimal application\n\n");
    md.append("In the benchmarks.jar for the benchmark only: the harness (JMH and its libraries), the project's contract "
        + "(which upb's application keeps) and the differential's worker, and the libraries of the JSON ops. The module's own "
        + "adapter, readers, builders and coverage fixtures are left out too, and every `META-INF/` entry but shrinker rules.\n\n");
    md.append("| implementation | library | version | jar file, bytes | in benchmarks.jar, bytes (uncompressed) | brought in by |\n");
    md.append("|---|---|---|---:|---:|---|\n");
    for (Row r : rows) {
      for (MinimalApp.Library l : r.app().libraries()) {
        if (!l.inApp()) {
          md.append(libraryRow(r.impl(), l, false));
        }
      }
    }
    md.append(METHOD);
    return md.toString();
  }

  private static String libraryRow(String impl, MinimalApp.Library l, boolean inApp) {
    ResolvedArtifacts.Artifact a = l.artifact();
    return "| " + impl + " | " + a.groupArtifact() + " | " + a.version() + " | "
        + (l.jarFileBytes() == 0 ? "—" : commas(l.jarFileBytes())) + " | "
        + commas(inApp ? l.inAppBytes() : l.inBenchmarksJar()) + " | "
        + (l.broughtBy().isEmpty() ? "—" : String.join(", ", l.broughtBy())) + " |\n";
  }

  static String commas(long n) {
    return String.format(java.util.Locale.ROOT, "%,d", n);
  }

  private static final String METHOD = """

      ## How each column is measured

      - **generator**: the code generator of the implementation's build (its benchmarks jar's
        `protocross-impl.properties`).
      - **generated source, lines**: `wc -l` of the Java files the runtime's own generator (protoc
        `--java_out`, `--java_out=lite:`, `wire-compiler --java_out`) wrote for the built-in schema's
        package (`target/generated-sources/protobuf/<java_package>/`); not the coverage fixtures, not the
        project's generated readers (`impls/codegen`). upb generates no Java: its binding loads the
        schema's descriptor set at start-up.
      - **generated classes, bytes**: uncompressed bytes of the class files of that package in the
        benchmarks.jar.
      - **libraries' jar files, bytes**: the jar files (as Maven resolved them) of the libraries the minimal
        application holds, listed above: for protobuf-java and -lite the runtime alone, for Wire the
        runtime with okio, the Kotlin standard library and what they depend on; for upb, whose runtime is
        `libupb.so` (built from the protobuf sdist, `-O3`, not stripped) inside the module's own jar, the
        project's contract, whose `Codec` the binding implements and whose classes read the descriptor set.
      - **benchmarks.jar, bytes**: the shaded benchmark application's file size: everything above plus the
        harness, the JSON libraries, the adapter and the coverage fixtures.
      - **minimal app, bytes**: the file size of the jar cut from the benchmarks.jar (`codesize/`,
        `MinimalApp`): the entries of the libraries the application holds (an entry belongs to the libraries
        whose resolved jar file has an entry of that name), the schema's generated classes (upb: its FFM
        binding, `libupb.so` and the descriptor set), and the shrinker rules the libraries embed
        (`META-INF/proguard/`, `META-INF/com.android.tools/`); no other `META-INF/` entry. Which libraries
        those are is declared once per implementation as its runtime (`MinimalApps`), and the rest follows
        from the dependency graph: a library of the JSON ops or the harness is in only if the runtime
        depends on it too.
      - **shrunk by R8**: `java -cp r8.jar com.android.tools.r8.R8 --classfile --release --lib <JDK 25 home>
        --pg-conf keep.pro --output app-r8.jar app.jar` (`com.android.tools:r8` from Maven Central, version
        `r8.version` in the root pom): tree shaking and optimisation, no renaming (`-dontobfuscate`, the same
        for every runtime: protobuf-lite finds its fields by name), `-dontwarn **` (classes a library
        refers to but does not need, such as annotations). The keep rules name only the entry points: for
        protobuf-java and -lite each root type's `parseFrom(byte[])` and `AbstractMessageLite.toByteArray()`,
        plus protobuf's documented rule for lite (`-keepclassmembers class * extends GeneratedMessageLite {
        <fields>; }`); for Wire each root type's `ADAPTER` and `ProtoAdapter.decode(byte[])` /
        `encode(Object)`; for upb `UpbImplementation.codec(String)` and `Codec.decode` / `encode` /
        `release`; R8 adds the rules the libraries embed. R8's class-file output holds classes only, so the
        application's other entries (upb's `libupb.so` and descriptor set, protobuf's bundled `.proto` files)
        are copied back into the shrunk jar and counted.
      - **the shrunk app run alone**: `codesize/check/ShrunkCheck.java` runs with the shrunk jar alone on the
        class path, decodes every payload of every dataset and re-encodes it through those entry points;
        each must come back byte-equal. A shrunk size is shown only for an application that passed.
      - Sizes of jars are file sizes; the minimal application and its shrunk copy are both written by
        `java.util.zip` (deflate, default level), so their ratio compares contents, not compressors.
      - Why R8 and not ProGuard: ProGuard's documented setup reads the JDK's classes from
        `<java.home>/jmods/*.jmod`, and the Temurin 25 JDK here ships no `jmods/` (JEP 493). Reading the
        run-time image through `jrt:/` instead was asked for in Guardsquare/proguard#473 and proposed in
        #504; without it the image has to be extracted first (`jimage extract`). R8 reads the JDK through
        `jrt:/` from the home given with `--lib`, with no extra step. ProGuard was not run here.
      """;
}
