package protocross.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;
import protocross.jars.Variant;
import protocross.jars.Variants;
import protocross.runner.plan.Group;

/**
 * The columns of a plan that name a JVM ({@link ColumnJvm}), each asked once before the run with
 * its own flags ({@code java <flags> -version}) where its forks run ({@link JvmProbe}: this host,
 * or its image): what it is goes into run.json {@value #KEY} (java, jdk, feature, home, option sets, options, jvmFlags), which the aggregator checks every
 * fork against; a column its JVM cannot run is refused as unsupported, with the reason: the JVM's
 * own message when it refuses an option, or the implementation's minimum JDK, read from its pom's
 * {@code maven.compiler.release} (upb: 22, FFM) when the column's JDK is older.
 */
final class ColumnJvms {
  static final String KEY = "jvms";

  private ColumnJvms() {}

  /** run.json's {@value #KEY} object, or null when no column names a JVM; refusals go into {@code refused} ("column/dataset"). */
  static ObjectNode probe(Path repo, JvmProbe jvmProbe, RunPlan plan, Map<String, String> refused, PrintStream out)
      throws IOException, InterruptedException {
    ObjectNode all = null;
    List<String> datasets = plan.allGroups().stream().map(Group::dataset).distinct().toList();
    for (String column : plan.impls()) {
      ColumnJvm jvm = ColumnJvm.of(column);
      if (jvm.none()) {
        continue;
      }
      List<String> flags = JvmFlags.of(column);
      ColumnJvm.requireAgentJars(repo, column);
      JvmProbe.Answer probe = jvmProbe.probe(column, flags);
      ObjectNode n = JsonNodeFactory.instance.objectNode();
      n.put("java", jvmProbe.where(column));
      n.put("feature", jvm.jdk());
      ArrayNode sets = n.putArray("optionSets");
      jvm.optionSets().forEach(sets::add);
      ArrayNode options = n.putArray("options");
      jvm.options().forEach(options::add);
      ArrayNode f = n.putArray("jvmFlags");
      flags.forEach(f::add);
      String reason = null;
      if (probe.refused() != null) {
        JvmProbe.Answer plain = jvmProbe.probe(column, JvmFlags.ALL); // what the JDK is, without the options it refused
        if (plain.refused() == null) {
          n.put("jdk", plain.jdk());
          n.put("home", plain.home());
        }
        reason = "JDK " + jvm.jdk() + " refuses " + String.join(" ", jvm.options().isEmpty() ? flags : jvm.options())
            + ": " + probe.refused();
      } else {
        n.put("jdk", probe.jdk());
        n.put("home", probe.home());
        if (probe.feature() != jvm.jdk()) {
          throw new RunnerException(jvmProbe.where(column) + " is JDK " + probe.feature() + ", not " + jvm.jdk()
              + "; " + jvmProbe.reinstall(column));
        }
        String impl = Variant.implOf(column);
        int needs = minimumJdk(repo, impl);
        if (jvm.jdk() < needs) {
          reason = impl + " needs JDK " + needs + " or later (its classes are Java " + needs
              + " bytecode, impls/" + impl + "/pom.xml), this column runs JDK " + jvm.jdk();
        }
      }
      if (reason != null) {
        n.put("unsupported", reason);
        out.println("unsupported: " + column + ": " + reason + " (its forks are not launched)");
        for (String d : datasets) {
          refused.put(column + "/" + d, "unsupported: " + reason);
        }
      }
      if (all == null) {
        all = JsonNodeFactory.instance.objectNode();
      }
      all.set(column, n);
    }
    return all;
  }

  /** The release an implementation's classes are compiled for: its pom's, else impls/pom.xml's. */
  static int minimumJdk(Path repo, String impl) throws IOException {
    String own = Variants.property(Files.readString(repo.resolve("impls").resolve(impl).resolve("pom.xml")),
        "maven.compiler.release");
    String parent = Variants.property(Files.readString(repo.resolve("impls").resolve("pom.xml")), "maven.compiler.release");
    String release = own != null ? own : parent;
    return release == null ? ColumnJvm.RUN_JDK : Integer.parseInt(release);
  }
}
