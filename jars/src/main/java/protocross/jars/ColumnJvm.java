package protocross.jars;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM part of a column name: {@code protobuf-java@4.36.2~jdk17~unsafe-deny} runs protobuf-java's
 * 4.36.2 jar on JDK 17 with the option set {@code unsafe-deny}. Each {@code ~part} is a JDK
 * ({@code jdk17}, {@code jdk21}, {@code jdk25}; none: the run's own JDK 25) or a named option set
 * ({@link #OPTION_SETS}); users name sets, never raw options. {@code ~} because the column name is
 * also a path and fork-id segment ({@code /}, {@code #} and {@code @} are taken) and reads as
 * "variant, on". Here so that {@link Variants} checks it with the rest of a column, before any build.
 *
 * @param jdk the JDK's feature number, or {@link #RUN_JDK} for the run's own
 */
public record ColumnJvm(int jdk, List<String> optionSets) {
  public static final char SEPARATOR = '~';
  /** The run's own JDK (the build JDK, bin/jdk25.sh): a column without {@code ~jdkN}. */
  public static final int RUN_JDK = 25;
  /** The JDKs a column can name; all but {@link #RUN_JDK} are installed by bin/jdks.sh into .jdks/&lt;N&gt;/. */
  public static final List<Integer> JDKS = List.of(17, 21, 25);
  /**
   * The option sets, each a fixed list appended to the benchmark JVM's flags (runner's JvmFlags:
   * ParallelGC is the default there, so a collector set first turns it off; the last flag wins).
   */
  public static final Map<String, List<String>> OPTION_SETS = catalogue();
  public static final ColumnJvm NONE = new ColumnJvm(RUN_JDK, List.of());
  /**
   * The harness's agent jar, relative to the repository (the runner's working directory, and so
   * its JVMs' and JMH's forks'), which every build of the runner packages (runner depends on harness).
   */
  public static final String JMH_AGENT = "harness/target/harness-agent.jar";
  /** The JVM option that loads an agent jar, its path following. */
  private static final String AGENT_OPTION = "-javaagent:";

  public ColumnJvm {
    optionSets = List.copyOf(optionSets);
  }

  private static Map<String, List<String>> catalogue() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    // protobuf#20760: sun.misc.Unsafe memory access denied, the default a future JDK takes (JEP 471; JDK 23+).
    // JMH 1.37 itself calls Unsafe.objectFieldOffset (a layout self-check) and cannot start under deny:
    // the harness's agent empties that check and nothing else (harness/.../agent/JmhLayoutCheck).
    m.put("unsafe-deny", List.of("--sun-misc-unsafe-memory-access=deny", AGENT_OPTION + JMH_AGENT));
    m.put("g1", List.of("-XX:-UseParallelGC", "-XX:+UseG1GC"));
    m.put("parallel", List.of("-XX:+UseParallelGC"));
    m.put("serial", List.of("-XX:-UseParallelGC", "-XX:+UseSerialGC"));
    m.put("zgc", List.of("-XX:-UseParallelGC", "-XX:+UseZGC"));
    m.put("no-compressed-oops", List.of("-XX:-UseCompressedOops"));
    return java.util.Collections.unmodifiableMap(m);
  }

  /** The column without its JVM part: {@code protobuf-java@4.36.2} for {@code protobuf-java@4.36.2~jdk17}. */
  public static String variantOf(String column) {
    int i = column.indexOf(SEPARATOR);
    return i < 0 ? column : column.substring(0, i);
  }

  /** A column's JVM part, checked; {@link #NONE} when it has none. Each mistake is one line. */
  public static ColumnJvm of(String column) {
    int i = column.indexOf(SEPARATOR);
    if (i < 0) {
      return NONE;
    }
    Integer jdk = null;
    List<String> sets = new ArrayList<>();
    for (String part : column.substring(i + 1).split(String.valueOf(SEPARATOR), -1)) {
      if (part.matches("jdk[0-9]+")) {
        int n = Integer.parseInt(part.substring(3));
        if (!JDKS.contains(n)) {
          throw new RunnerException("unknown JDK '" + part + "' in '" + column + "'; known: " + known());
        }
        if (jdk != null) {
          throw new RunnerException("'" + column + "' names two JDKs; a column runs on one");
        }
        jdk = n;
      } else if (OPTION_SETS.containsKey(part)) {
        if (sets.contains(part)) {
          throw new RunnerException("'" + column + "' names the option set '" + part + "' twice");
        }
        sets.add(part);
      } else {
        throw new RunnerException("unknown JVM option set '" + part + "' in '" + column + "'; known: "
            + String.join(",", OPTION_SETS.keySet()) + " (or a JDK: " + known() + ")");
      }
    }
    return new ColumnJvm(jdk == null ? RUN_JDK : jdk, sets);
  }

  private static String known() {
    return String.join(",", JDKS.stream().map(n -> "jdk" + n).toList());
  }

  /** Runs on the run's own JDK with its flags alone: the column is just its variant. */
  public boolean none() {
    return jdk == RUN_JDK && optionSets.isEmpty();
  }

  /** The canonical JVM part: {@code ~jdk17~g1} (the JDK first, the run's own left out), or "". */
  public String suffix() {
    StringBuilder b = new StringBuilder();
    if (jdk != RUN_JDK) {
      b.append(SEPARATOR).append("jdk").append(jdk);
    }
    optionSets.forEach(s -> b.append(SEPARATOR).append(s));
    return b.toString();
  }

  /** The options the sets add, in order, each a separate argument. */
  public List<String> options() {
    return optionSets.stream().flatMap(s -> OPTION_SETS.get(s).stream()).toList();
  }

  /** The agent jars the options load, each as the option names it (relative to the repository). */
  public List<String> agentJars() {
    return options().stream().filter(o -> o.startsWith(AGENT_OPTION)).map(o -> o.substring(AGENT_OPTION.length())).toList();
  }

  /**
   * The agent jar one of the options loads (unsafe-deny's JMH agent), relative to the repository,
   * when it is not there; else null. A file of the build, not of the JDK: the JVM's own "Error
   * opening zip file" would blame the JDK.
   */
  public String missingAgentJar(Path repo) {
    return agentJars().stream().filter(jar -> !Files.isRegularFile(repo.resolve(jar))).findFirst().orElse(null);
  }

  /** Refuses, in one line, a column whose option sets load an agent jar that is not built (both runners, before any run). */
  public static void requireAgentJars(Path repo, String column) {
    String agent = of(column).missingAgentJar(repo);
    if (agent != null) {
      throw new RunnerException("'" + column + "' needs " + agent + ", which is not built; build it with mvn -B -q install -DskipTests");
    }
  }
}
