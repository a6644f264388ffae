package protocross.contract;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * {@code protocross-impl.properties}, written by the impl parent pom from the module's
 * {@code impl.name} and {@code impl.libraries}: the versions come from the build that resolved
 * them, not from a second copy in code; the commit is the one the jar was built from.
 */
public record BuildInfo(String name, Map<String, String> libraries, String commit) {
  private static final String RESOURCE = "/protocross-impl.properties";

  /** The build info of the implementation on the class path. */
  public static BuildInfo get() {
    Properties p = new Properties();
    try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new ProtocrossException(RESOURCE + " is missing from the class path: build the implementation with Maven");
      }
      p.load(in);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + RESOURCE + ": " + e);
    }
    Map<String, String> libraries = new LinkedHashMap<>();
    Arrays.stream(p.getProperty("libraries", "").split(",")).filter(s -> s.contains("=")).forEach(s -> {
      String[] kv = s.split("=", 2);
      libraries.put(kv[0].strip(), kv[1].strip());
    });
    return new BuildInfo(p.getProperty("name", "unknown"), java.util.Collections.unmodifiableMap(libraries),
        p.getProperty("commit", "unknown"));
  }
}
