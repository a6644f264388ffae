package protocross.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import protocross.contract.BuildInfo;
import protocross.contract.Jdk;
import protocross.contract.adapter.Implementation;
import protocross.contract.dataset.Manifest;

/**
 * What a benchmark JVM knows about itself, written beside JMH's JSON so that the aggregator can
 * refuse to mix results from different JDKs, flags, library versions or datasets. The flags it
 * records are its own, the launcher's ({@code launcherFlags}); the timed fork's are in JMH's JSON
 * ({@code jvmArgs}), which the aggregator checks against run.json.
 * Hand-written JSON: the shared module stays free of dependencies.
 */
final class RunMetadata {
  private RunMetadata() {}

  static void write(Path file, Implementation impl, Manifest manifest, Launcher.Admission admitted) {
    List<String> passed = admitted.passed();
    Map<String, String> failures = admitted.failures();
    Map<String, Map<String, Long>> nativeBytes = admitted.nativeBytes();
    Map<String, String> unsupported = new LinkedHashMap<>();
    admitted.unsupported().forEach((op, why) -> unsupported.put(op.name(), why));
    String runId = System.getenv(Launcher.RUN_ID_ENV);
    String group = System.getenv(TurnTaking.GROUP_ENV);
    String side = System.getenv(TurnTaking.SIDE_ENV);
    String turns = group == null || group.isEmpty() || System.getenv(TurnTaking.FILE_ENV) == null ? ""
        : "  \"turns\": {\"side\": " + str(side == null ? "" : side) + ", \"group\": "
            + Arrays.stream(group.split(",", -1)).map(RunMetadata::str).collect(Collectors.joining(", ", "[", "]")) + "},\n";
    String json = "{\n"
        + (runId == null || runId.isEmpty() ? "" : "  \"runId\": " + str(runId) + ",\n")
        + turns
        + "  \"impl\": " + str(impl.name()) + ",\n"
        + "  \"libraries\": " + obj(impl.libraries(), RunMetadata::str) + ",\n"
        + "  \"traits\": " + obj(impl.traits(), RunMetadata::str) + ",\n"
        + "  \"commit\": " + str(BuildInfo.get().commit()) + ",\n"
        + "  \"jdk\": " + str(Jdk.current()) + ",\n"
        + "  \"launcherFlags\": [" + ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
            .map(RunMetadata::str).collect(Collectors.joining(", ")) + "],\n"
        + "  \"manifestSha256\": " + str(manifest.sha256()) + ",\n"
        + "  \"conformancePassed\": [" + passed.stream().map(RunMetadata::str).collect(Collectors.joining(", ")) + "],\n"
        + "  \"conformanceFailed\": " + obj(failures, RunMetadata::str) + ",\n"
        + "  \"conformanceProof\": " + obj(admitted.proofs(), RunMetadata::str) + ",\n"
        + "  \"nativeBytesPerOp\": " + obj(nativeBytes, m -> obj(m, String::valueOf)) + ",\n"
        + "  \"unsupported\": " + obj(unsupported, RunMetadata::str) + ",\n"
        + "  \"json\": " + obj(admitted.json(), JsonFacts::toJson) + "\n"
        + "}\n";
    Launcher.writeFile(file, json);
  }

  private static <V> String obj(Map<String, V> map, java.util.function.Function<V, String> value) {
    return map.entrySet().stream().map(e -> str(e.getKey()) + ": " + value.apply(e.getValue()))
        .collect(Collectors.joining(", ", "{", "}"));
  }

  static String str(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
