package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;

class JmhArgsTest {

  @Test
  void oneForkOfOneCell() {
    JmhSettings s = new JmhSettings("full", 5, 500, 3, 500, 5);
    List<String> a = JmhArgs.build(Op.decode, "mesh", s, "/r/x.json");
    assertEquals(List.of(
        "^protocross\\.bench\\.CodecBenchmark\\.decode$",
        "-f", "1", "-wi", "5", "-w", "500ms", "-i", "3", "-r", "500ms", "-bm", "thrpt", "-tu", "s",
        "-p", "dataset=mesh", "-prof", "gc",
        "-jvmArgs", "-Xms1g -Xmx1g -XX:+UseParallelGC -XX:+AlwaysPreTouch --enable-native-access=ALL-UNNAMED",
        "-rf", "json", "-rff", "/r/x.json"), a);
  }

  @Test
  void quickSettings() {
    List<String> a = JmhArgs.build(Op.decode, "a", JmhSettings.QUICK, "f");
    assertEquals("1", a.get(a.indexOf("-wi") + 1));
    assertEquals("1s", a.get(a.indexOf("-w") + 1));
    assertEquals("1", a.get(a.indexOf("-i") + 1));
  }

  @Test
  void decodeDoesNotSelectDecodeRead() {
    Pattern p = Pattern.compile(JmhArgs.benchmarkRegex(Op.decode));
    assertTrue(p.matcher(Op.decode.benchmark()).find());
    assertFalse(p.matcher(Op.decode_read.benchmark()).find());
  }

  @Test
  void forksGetEveryFlagAndTheLauncherAllButTheTouchedHeap() {
    Part part = new Part(1, "wire", "a", Op.encode);
    List<String> a = BenchCommand.javaArgs(part, JmhSettings.FULL, "w.jar", "m.json", "r.json");
    int n = JvmFlags.LAUNCHER.size();
    assertEquals(JvmFlags.LAUNCHER, a.subList(0, n));
    assertEquals(List.of("-jar", "w.jar", "--meta", "m.json"), a.subList(n, n + 4));
    assertFalse(JvmFlags.LAUNCHER.contains("-XX:+AlwaysPreTouch"));
    assertTrue(JvmFlags.LAUNCHER.stream().noneMatch(f -> f.startsWith("-Xms")));
    assertTrue(JvmFlags.LAUNCHER.contains("--enable-native-access=ALL-UNNAMED"), "upb's proof runs in the launcher");
    // The timed fork: every flag, as run.json records them.
    assertEquals(String.join(" ", JvmFlags.ALL), a.get(a.indexOf("-jvmArgs") + 1));
    assertTrue(JvmFlags.ALL.contains("-XX:+AlwaysPreTouch"));
    assertTrue(JvmFlags.ALL.stream().anyMatch(f -> f.startsWith("-XX:+Use") && f.endsWith("GC")), "GC chosen explicitly");
  }

  @Test
  void aColumnsOptionSetsReachTheLauncherToo() {
    List<String> flags = JvmFlags.launcher("wire~unsafe-deny");
    assertTrue(flags.size() > JvmFlags.LAUNCHER.size(), flags.toString());
    assertEquals(JvmFlags.LAUNCHER, flags.subList(0, JvmFlags.LAUNCHER.size()));
  }
}
