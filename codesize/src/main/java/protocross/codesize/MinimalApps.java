package protocross.codesize;

import java.util.ArrayList;
import java.util.List;
import protocross.contract.ProtocrossException;

/**
 * What the minimal application of each implementation is: an application that only decodes and
 * encodes the built-in schema's root types. Declared here, per implementation, once:
 * <ul>
 *   <li>{@code runtime}: the libraries ({@code group:artifact}) it is built on; the application gets
 *       them and everything they depend on, as the module's build resolved it (never a list of class
 *       names). What the benchmarks.jar carries only for the harness (JMH) or for the JSON ops
 *       (protobuf-java-util with gson, jsr305 and error_prone_annotations; wire-moshi-adapter with moshi) stays out
 *       unless the runtime itself depends on it.</li>
 *   <li>{@code binding}: entries of the module's own jar the application needs besides the schema's
 *       generated classes (upb: its FFM binding, libupb.so and the descriptor set).</li>
 *   <li>the keep rules handed to the shrinker: the entry points the application calls; everything
 *       else is the shrinker's to remove.</li>
 * </ul>
 */
final class MinimalApps {
  /** One implementation's minimal application. */
  record Declaration(List<String> runtime, List<String> binding) {}

  private MinimalApps() {}

  static Declaration of(String impl) {
    return switch (impl) {
      case "protobuf-java" -> new Declaration(List.of("com.google.protobuf:protobuf-java"), List.of());
      case "protobuf-lite" -> new Declaration(List.of("com.google.protobuf:protobuf-javalite"), List.of());
      case "wire" -> new Declaration(List.of("com.squareup.wire:wire-runtime-jvm"), List.of());
      // The binding implements the contract's Codec and reads the descriptor set with its classes.
      case "upb" -> new Declaration(List.of("protocross:contract"), List.of("protocross/impl/upb/", "protocross/upb/"));
      default -> throw new ProtocrossException("no minimal application is declared for implementation '" + impl
          + "' (codesize/src/main/java/protocross/codesize/MinimalApps.java)");
    };
  }

  /**
   * The shrinker's configuration (ProGuard syntax, which R8 reads) for one implementation: its entry
   * points for each root type ({@code javaPackage.SimpleName}), no renaming, and no warnings about
   * classes a library refers to but does not need (annotations, optional integrations).
   */
  static List<String> keepRules(String impl, String javaPackage, List<String> rootSimpleNames) {
    List<String> rules = new ArrayList<>(List.of("-dontobfuscate", "-dontwarn **"));
    switch (impl) {
      case "protobuf-java", "protobuf-lite" -> {
        // protobuf's documented rule for lite: its MessageSchema finds each message's fields by name.
        rules.add("-keepclassmembers class * extends com.google.protobuf.GeneratedMessageLite { <fields>; }");
        rules.add("-keep class com.google.protobuf.AbstractMessageLite { public byte[] toByteArray(); }");
        for (String simple : rootSimpleNames) {
          String type = javaPackage + "." + simple;
          rules.add("-keep class " + type + " { public static " + type + " parseFrom(byte[]); }");
        }
      }
      case "wire" -> {
        rules.add("-keep class com.squareup.wire.ProtoAdapter { public java.lang.Object decode(byte[]); "
            + "public byte[] encode(java.lang.Object); }");
        for (String simple : rootSimpleNames) {
          rules.add("-keep class " + javaPackage + "." + simple + " { public static final com.squareup.wire.ProtoAdapter ADAPTER; }");
        }
      }
      case "upb" -> {
        rules.add("-keep class protocross.impl.upb.UpbImplementation { public <init>(); "
            + "public protocross.contract.Codec codec(java.lang.String); }");
        rules.add("-keep interface protocross.contract.Codec { public java.lang.Object decode(byte[]); "
            + "public byte[] encode(java.lang.Object); public void release(java.lang.Object); }");
      }
      default -> of(impl);
    }
    return rules;
  }
}
