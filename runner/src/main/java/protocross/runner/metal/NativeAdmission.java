package protocross.runner.metal;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.runner.JsonFiles;

/**
 * Which datasets an implementation's native reference loop (upb's C loop) may time: the same gate
 * the benchmark JVMs pass before JMH starts. A dataset is admitted only when its file matches
 * {@code MANIFEST.tsv} (sha256 and container, {@link Datasets#load}) and the implementation's JVM,
 * on the same native library and descriptors, proved it
 * conformant in the same round (a meta file of one of its forks lists it under
 * {@code conformancePassed}). The C loop cannot prove equal work itself (it has no reference
 * digest), so without the JVM's proof it gets no number: a refused pair produces no number anywhere.
 */
record NativeAdmission(List<String> admitted, Map<String, String> refused) {

  /**
   * @param impl the implementation whose loop it is, as its reasons name it
   * @param datasetsDir where the dataset files and MANIFEST.tsv are
   * @param datasets the datasets the plan would time
   * @param jvmMetas for a dataset, the meta files the implementation's forks of it wrote in this round (may be missing)
   */
  public static NativeAdmission check(String impl, Path datasetsDir, List<String> datasets,
      Function<String, List<Path>> jvmMetas) {
    Map<String, String> refused = new LinkedHashMap<>();
    Manifest manifest;
    try {
      manifest = Manifest.read(datasetsDir);
    } catch (ProtocrossException e) {
      datasets.forEach(d -> refused.put(d, e.getMessage()));
      return new NativeAdmission(List.of(), refused);
    }
    List<String> admitted = new ArrayList<>();
    for (String d : datasets) {
      try {
        Datasets.load(manifest, d);
      } catch (ProtocrossException e) {
        refused.put(d, e.getMessage());
        continue;
      }
      String unproven = unproven(impl, d, jvmMetas.apply(d));
      if (unproven != null) {
        refused.put(d, unproven);
      } else {
        admitted.add(d);
      }
    }
    return new NativeAdmission(List.copyOf(admitted), refused);
  }

  /** Null when one of the meta files lists the dataset as conformant; otherwise why not. */
  private static String unproven(String impl, String dataset, List<Path> metas) {
    String failed = null;
    for (Path meta : metas) {
      JsonNode m = read(meta);
      if (m == null) {
        continue;
      }
      for (JsonNode n : m.path("conformancePassed")) {
        if (n.asText().equals(dataset)) {
          return null;
        }
      }
      if (m.path("conformanceFailed").has(dataset)) {
        failed = m.path("conformanceFailed").path(dataset).asText();
      }
    }
    return failed != null ? impl + " failed conformance: " + failed
        : "no conformance proof from " + impl + "'s JVM in this round (no meta file of its forks lists it)";
  }

  private static JsonNode read(Path meta) {
    try {
      return Files.isRegularFile(meta) && Files.size(meta) > 0 ? JsonFiles.MAPPER.readTree(meta.toFile()) : null;
    } catch (IOException e) {
      return null;
    }
  }

  /** One line for the progress output and the step's log. */
  public String describeRefused() {
    List<String> parts = new ArrayList<>();
    refused.forEach((d, why) -> parts.add(d + " (" + why + ")"));
    return "not timed: " + String.join("; ", parts);
  }
}
