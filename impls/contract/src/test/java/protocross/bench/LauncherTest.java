package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import protocross.contract.Op;

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
    assertEquals(List.of(Op.decode, Op.decode_read, Op.decode_stream, Op.decode_direct),
        Launcher.selectedOps(List.of("decode")));
    assertEquals(List.of(Op.control, Op.decode, Op.decode_read, Op.decode_stream, Op.decode_direct, Op.merge),
        Launcher.selectedOps(List.of("-e", "encode")));
  }

  @Test
  void everyOpIsABenchmarkMethodAndEveryBenchmarkMethodIsInTheCatalog() {
    List<String> methods = java.util.Arrays.stream(CodecBenchmark.class.getDeclaredMethods())
        .filter(m -> m.isAnnotationPresent(org.openjdk.jmh.annotations.Benchmark.class))
        .map(m -> Op.BENCHMARK_CLASS + "." + m.getName()).sorted().toList();
    assertEquals(java.util.Arrays.stream(Op.values()).map(Op::benchmark).sorted().toList(), methods);
  }
}
