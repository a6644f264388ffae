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
  void launcherJvmGetsTheSameFlagsAsTheForks() {
    Part part = new Part(1, "wire", "a", Op.encode);
    List<String> a = BenchCommand.javaArgs(part, JmhSettings.FULL, "w.jar", "m.json", "r.json");
    assertEquals(JvmFlags.ALL, a.subList(0, JvmFlags.ALL.size()));
    assertEquals(List.of("-jar", "w.jar", "--meta", "m.json"), a.subList(JvmFlags.ALL.size(), JvmFlags.ALL.size() + 4));
    assertTrue(JvmFlags.ALL.contains("-XX:+AlwaysPreTouch"));
    assertTrue(JvmFlags.ALL.stream().anyMatch(f -> f.startsWith("-XX:+Use") && f.endsWith("GC")), "GC chosen explicitly");
  }
}
