package protocross.jars;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.StreamSupport;

/**
 * run.json {@code "variants"}: for each variant at a non-pinned version, its implementation,
 * version, jar and the libraries its jar reports (the runtime and its code generator, as
 * {@code --libraries} prints them, so they equal what every fork's meta.json records), kept apart
 * from the flat {@code "libraries"} of the pinned jars, where two versions of one library could
 * not both stand. A column from a prebuilt jar ({@link JarColumn}) records its label as the version,
 * {@code "prebuilt": true}, the file it was copied from and its sha256. {@code "variantsLeftOut"}: each requested variant that is not in the run, and why.
 */
public final class VariantLibraries {
  private VariantLibraries() {}

  public static void record(ObjectNode runJson, Path repo, List<String> variants, Map<String, String> leftOut) {
    ObjectNode out = null;
    for (String name : variants) {
      Variant v = Variant.ofColumn(name);
      if (v.pinned()) {
        continue;
      }
      Path jar = VariantBuild.jar(repo, name);
      ObjectNode libs = Libraries.read(List.of(jar));
      if (!v.prebuilt()) {
        check(v, jar, libs);
      }
      if (out == null) {
        out = runJson.putObject("variants");
      }
      ObjectNode entry = out.putObject(name);
      entry.put("impl", v.impl());
      entry.put("version", v.version());
      entry.put("jar", repo.relativize(jar).toString());
      entry.set("libraries", libs);
      if (v.prebuilt()) {
        prebuilt(entry, repo, v);
      }
    }
    if (!leftOut.isEmpty()) {
      ObjectNode l = runJson.putObject("variantsLeftOut");
      leftOut.forEach(l::put);
    }
  }

  /** A prebuilt jar's column (--jar): the label names it; where it came from and its hash say what it is. */
  public static void prebuilt(ObjectNode entry, Path repo, Variant v) {
    Properties p = JarColumn.recorded(repo, v);
    entry.put("prebuilt", true);
    entry.put("source", p.getProperty("source"));
    entry.put("sha256", p.getProperty("sha256"));
  }

  /** A jar in a variant's folder must report the variant's version: a leftover of another build must not run under its name. */
  static void check(Variant v, Path jar, ObjectNode libs) {
    boolean has = StreamSupport.stream(libs.spliterator(), false).anyMatch(n -> n.asText().equals(v.version()));
    if (!has) {
      throw new RunnerException(jar + " reports " + libs + ", no library at " + v.version()
          + "; rebuild it (metal/run.sh without --no-build)");
    }
  }
}
