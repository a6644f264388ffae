package protocross.runner;

import java.io.IOException;
import java.util.List;
import protocross.contract.Jdk;

/**
 * Where a column's JVM ({@link protocross.jars.ColumnJvm}) is asked what it is, before the run
 * ({@link ColumnJvms}): on metal this host's JDKs ({@code host/Jdks}), in docker the column's own
 * image, whose base brings the JDK. Each runs {@code java <flags> -XshowSettings:properties -version}
 * where the column's forks will run, so what run.json {@code jvms} records is what the forks get.
 */
public interface JvmProbe {

  /** The java a column's forks run, as run.json {@code jvms.<column>.java} names it. */
  String where(String column);

  /** What the column's java says about itself with {@code flags}. */
  Answer probe(String column, List<String> flags) throws IOException, InterruptedException;

  /** What to do when the column's java is another JDK than the column names: one clause. */
  String reinstall(String column);

  /**
   * A JVM's answer: the JDK as the meta files name it ({@link Jdk#describe}), its feature number and
   * home; or, when it refused the flags, its own first line of complaint ({@code refused}).
   */
  record Answer(String jdk, int feature, String home, String refused) {

    /** The answer in {@code java -XshowSettings:properties -version}'s output, given its exit code. */
    public static Answer of(List<String> lines, int exit) {
      if (exit != 0) {
        String first = lines.stream().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("exit " + exit);
        return new Answer(null, 0, null, first);
      }
      String spec = property(lines, "java.specification.version");
      if (spec == null || !spec.matches("[0-9]+")) {
        return new Answer(null, 0, null, "no java.specification.version in its -XshowSettings:properties output");
      }
      return new Answer(Jdk.describe(orUnknown(property(lines, Jdk.VENDOR)), orUnknown(property(lines, Jdk.VM_VERSION))),
          Integer.parseInt(spec), orUnknown(property(lines, "java.home")), null);
    }

    private static String property(List<String> lines, String name) {
      String prefix = name + " = ";
      return lines.stream().map(String::strip).filter(l -> l.startsWith(prefix))
          .map(l -> l.substring(prefix.length())).findFirst().orElse(null);
    }

    private static String orUnknown(String value) {
      return value == null ? "unknown" : value;
    }
  }
}
