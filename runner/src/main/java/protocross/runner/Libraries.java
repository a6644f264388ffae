package protocross.runner;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;

/**
 * run.json's "libraries": exactly what the implementations report about themselves, read from
 * their benchmarks.jar (the {@code protocross-impl.properties} their build wrote), keyed as their
 * meta files key them, so the aggregator can match every part against it. upb's build facts
 * ({@code upb.sdist}, {@code upb.sha256}, {@code upb.cflags}, ...) arrive the same way.
 */
public final class Libraries {
  private Libraries() {}

  static final String IMPL_PROPERTIES = "protocross-impl.properties";

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
