package protocross.contract;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * {@code protocross-impl.properties}, written by the impl parent pom from the module's
 * {@code impl.name}, {@code impl.libraries} and {@code impl.traits}: the versions come from the
 * build that resolved them, not from a second copy in code; the traits are declared once, beside
 * them; the commit is the one the jar was built from.
 */
public record BuildInfo(String name, Map<String, String> libraries, Map<String, String> traits, String commit) {
  /** Its place in a benchmarks jar and on the class path. */
  public static final String RESOURCE = "/protocross-impl.properties";
  /** What a field reads when the properties do not set it; every field of a jar without them. */
  public static final String UNKNOWN = "unknown";

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
    return of(p);
  }

  /**
   * The build info a benchmarks jar carries, read from the jar file without running it (the
   * runner checks a jar's commit before timing); throws IOException when the jar cannot be read.
   * A jar without {@value #RESOURCE} gives {@link #UNKNOWN} name and commit: a caller that needs
   * the implementation refuses such a jar in its own words.
   */
  public static BuildInfo ofJar(Path jar) throws IOException {
    Properties p = new Properties();
    try (JarFile f = new JarFile(jar.toFile())) {
      ZipEntry e = f.getEntry(RESOURCE.substring(1));
      if (e != null) {
        try (InputStream in = f.getInputStream(e)) {
          p.load(in);
        }
      }
    }
    return of(p);
  }

  private static BuildInfo of(Properties p) {
    return new BuildInfo(p.getProperty("name", UNKNOWN), pairs(p.getProperty("libraries", "")),
        pairs(p.getProperty("traits", "")), p.getProperty("commit", UNKNOWN));
  }

  /** {@code a=1,b=2} → ordered map; entries without '=' are ignored. */
  private static Map<String, String> pairs(String list) {
    Map<String, String> out = new LinkedHashMap<>();
    Arrays.stream(list.split(",")).filter(s -> s.contains("=")).forEach(s -> {
      String[] kv = s.split("=", 2);
      out.put(kv[0].strip(), kv[1].strip());
    });
    return java.util.Collections.unmodifiableMap(out);
  }
}
