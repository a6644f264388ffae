package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** upb's C loop gets no number for a dataset upb's JVM did not prove conformant in that pass. */
class NativeProofTest {
  @TempDir Path tmp;

  @Test
  void aCNumberWithoutTheJvmsConformanceProofIsNotShown() throws IOException {
    Path run = FakeRun.write(tmp.resolve("run"), 2);
    for (int k = 1; k <= 2; k++) {
      Path meta = run.resolve("pass-" + k + "/upb.meta.json");
      ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
      ArrayNode passed = m.putArray("conformancePassed");
      passed.add("api_response").add("mesh");
      m.putObject("conformanceFailed").put("log_record", "dataset file log_record.pb has sha256 00 but MANIFEST.tsv says 11");
      FakeRun.JSON.writeValue(meta.toFile(), m);
      // upb's JVM part has no log_record cells; the C loop (as before the fix) still timed it.
      Path json = run.resolve("pass-" + k + "/upb.json");
      ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(json.toFile());
      for (int i = arr.size() - 1; i >= 0; i--) {
        if (arr.get(i).get("params").get("dataset").asText().equals("log_record")) {
          arr.remove(i);
        }
      }
      FakeRun.JSON.writeValue(json.toFile(), arr);
    }
    String t = new String(RunCommand.render(run).get("tables.md"), StandardCharsets.UTF_8);
    String ffm = t.substring(t.indexOf("## upb: from Java through FFM"));
    String row = ffm.lines().filter(l -> l.startsWith("| log_record | decode |")).findFirst().orElseThrow();
    assertFalse(row.matches(".*\\d+\\.\\d.*"), "no number for the refused pair: " + row);
    assertTrue(ffm.lines().anyMatch(l -> l.startsWith("| api_response | decode |") && l.matches(".*\\d+\\.\\d.*")), ffm);
  }
}
