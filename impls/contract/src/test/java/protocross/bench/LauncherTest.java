package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/** The launcher's reading of JMH's dataset parameter: the manifest is the only list of datasets. */
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
}
