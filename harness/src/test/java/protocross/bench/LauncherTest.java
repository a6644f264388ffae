package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import protocross.contract.adapter.Op;

/**
 * The launcher's reading of JMH's arguments: the manifest is the only list of datasets, and the ops
 * it proves are exactly the ones JMH's benchmark regexes select.
 */
class LauncherTest {
  private static final List<String> MANIFEST = List.of("api_response", "mesh");

  @Test
  void theBenchmarkNamesNoDataset() throws Exception {
    Param param = CodecBenchmark.class.getField("dataset").getAnnotation(Param.class);
    assertEquals(List.of(Launcher.FROM_MANIFEST), List.of(param.value()));
  }

  @Test
  void noDatasetOrThePlaceholderMeansEveryDatasetOfTheManifest() {
    assertEquals(MANIFEST, Launcher.datasetParam(List.of("-f", "1"), MANIFEST));
    assertEquals(MANIFEST, Launcher.datasetParam(List.of("-p", "dataset=" + Launcher.FROM_MANIFEST), MANIFEST));
  }

  @Test
  void namedDatasetsAreTaken() {
    assertEquals(List.of("mesh"), Launcher.datasetParam(List.of("-wi", "1", "-p", "dataset=mesh"), MANIFEST));
    assertEquals(List.of("a", "b"), Launcher.datasetParam(List.of("-p", "dataset=a,b"), MANIFEST));
  }

  @Test
  void theOpsProvedAreTheOpsJmhSelects() {
    for (Op op : Op.values()) {
      assertEquals(List.of(op), Launcher.selectedOps(List.of("-f", "1", Launcher.benchmarkRegex(op), "-p", "dataset=mesh")));
    }
    assertEquals(List.of(Op.values()), Launcher.selectedOps(List.of("-f", "1")), "no regex: every benchmark");
    // JMH matches a regex anywhere in the name: "decode" alone selects every decode op.
    assertEquals(List.of(Op.decode, Op.decode_read, Op.decode_stream, Op.decode_direct, Op.first_decode, Op.decode_latency,
        Op.json_decode), Launcher.selectedOps(List.of("decode")));
    assertEquals(List.of(Op.control, Op.decode, Op.decode_read, Op.decode_stream, Op.decode_direct, Op.merge,
        Op.first_decode, Op.decode_latency, Op.json_decode), Launcher.selectedOps(List.of("-e", "encode")));
  }

  @Test
  void everyOpIsABenchmarkMethodAndEveryBenchmarkMethodIsInTheCatalog() {
    List<String> methods = java.util.Arrays.stream(CodecBenchmark.class.getDeclaredMethods())
        .filter(m -> m.isAnnotationPresent(org.openjdk.jmh.annotations.Benchmark.class))
        .map(m -> Op.BENCHMARK_CLASS + "." + m.getName()).sorted().toList();
    assertEquals(java.util.Arrays.stream(Op.values()).map(Op::benchmark).sorted().toList(), methods);
  }

  @Test
  void theMetaOptionIsTakenOutOfJmhsArguments() {
    List<String> args = new java.util.ArrayList<>(List.of("-f", "1", "--meta", "/tmp/m.json", "-p", "dataset=mesh"));
    assertEquals(java.nio.file.Path.of("/tmp/m.json"), Launcher.takeOption(args, "--meta"));
    assertEquals(List.of("-f", "1", "-p", "dataset=mesh"), args);
    assertEquals(null, Launcher.takeOption(args, "--meta"), "absent: nothing taken");
    List<String> dangling = new java.util.ArrayList<>(List.of("-f", "1", "--meta"));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Launcher.takeOption(dangling, "--meta"));
  }

  @Test
  void jmhTimesExactlyTheDatasetsThatPassedConformance() {
    List<String> args = new java.util.ArrayList<>(List.of("-p", "dataset=api_response,mesh", "-f", "1", "-p", "other=x"));
    Launcher.setDatasetParam(args, List.of("mesh"));
    assertEquals(List.of("-f", "1", "-p", "other=x", "-p", "dataset=mesh"), args, "the request replaced, other params kept");
    List<String> none = new java.util.ArrayList<>(List.of("-f", "1"));
    Launcher.setDatasetParam(none, List.of("api_response", "mesh"));
    assertEquals(List.of("-f", "1", "-p", "dataset=api_response,mesh"), none, "no request: every passed dataset");
  }

  @Test
  void nativeAccessIsAddedForJmhsForksOnlyWhenTheCallerGaveNone() {
    List<String> bare = new java.util.ArrayList<>(List.of("-f", "1"));
    Launcher.enableNativeAccessInForks(bare);
    assertEquals(List.of("-f", "1", "-jvmArgsPrepend", "--enable-native-access=ALL-UNNAMED"), bare);
    // The runners pass the flag in their recorded -jvmArgs: the forks' flags stay exactly those.
    List<String> recorded = new java.util.ArrayList<>(List.of("-jvmArgs", "-Xmx1g --enable-native-access=ALL-UNNAMED"));
    Launcher.enableNativeAccessInForks(recorded);
    assertEquals(List.of("-jvmArgs", "-Xmx1g --enable-native-access=ALL-UNNAMED"), recorded);
    List<String> prepend = new java.util.ArrayList<>(List.of("-jvmArgsPrepend", "-Xss2m"));
    Launcher.enableNativeAccessInForks(prepend);
    assertEquals(List.of("-jvmArgsPrepend", "-Xss2m"), prepend, "a caller's -jvmArgsPrepend is left alone");
  }
}
