package protocross.runner;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.jar.JarFile;

/**
 * run.json's "libraries": exactly what the implementations report about themselves, read from
 * their benchmarks.jar (the {@code protocross-impl.properties} their build wrote), keyed as their
 * meta files key them, so the aggregator can match every part against it. upb's entry is an object
 * (version, sdist, sha256, cflags, compiler) from the build info its jar carries, which the native C
 * loop's results are checked against; its flat {@code upb.<key>} twins match upb's meta file.
 */
public final class Libraries {
  private Libraries() {}

  static final String IMPL_PROPERTIES = "protocross-impl.properties";
  static final String UPB_BUILD_INFO = "protocross/upb/upb-build.properties";
  static final List<String> UPB_KEYS = List.of("sdist", "sha256", "cflags", "compiler");

  public static ObjectNode read(List<Path> jars) {
    ObjectNode libs = JsonNodeFactory.instance.objectNode();
    for (Path jar : jars) {
      Properties impl = resource(jar, IMPL_PROPERTIES);
      if (impl == null) {
        throw new RunnerException(jar + " has no " + IMPL_PROPERTIES + "; rebuild it with Maven");
      }
      Arrays.stream(impl.getProperty("libraries", "").split(","))
          .filter(s -> s.contains("="))
          .map(s -> s.split("=", 2))
          .forEach(kv -> libs.put(kv[0].strip(), kv[1].strip()));
      Properties upb = resource(jar, UPB_BUILD_INFO);
      if (upb != null && libs.has("upb")) {
        ObjectNode u = JsonNodeFactory.instance.objectNode();
        u.put("version", libs.get("upb").asText());
        for (String k : new TreeSet<>(upb.stringPropertyNames())) {
          if (!k.equals("version")) {
            u.put(k, upb.getProperty(k));
          }
        }
        libs.set("upb", u);
        UPB_KEYS.forEach(k -> libs.put("upb." + k, upb.getProperty(k, "unknown")));
      }
    }
    return libs;
  }

  private static Properties resource(Path jar, String name) {
    try (JarFile j = new JarFile(jar.toFile())) {
      var entry = j.getEntry(name);
      if (entry == null) {
        return null;
      }
      Properties p = new Properties();
      try (InputStream in = j.getInputStream(entry)) {
        p.load(in);
      }
      return p;
    } catch (IOException e) {
      throw new RunnerException("cannot read " + jar + ": " + e.getMessage());
    }
  }
}
