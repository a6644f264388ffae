package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.Manifest;
import protocross.jars.GitState;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.JsonFiles;
import protocross.runner.JvmFlags;
import protocross.runner.RunPlan;
import protocross.runner.host.HostInfo;
import protocross.runner.host.PreflightCheck.Status;
import protocross.runner.host.PreflightCheck;

class RunJsonTest {
  @TempDir Path dir;

  static Manifest manifest(Path dir) throws Exception {
    Files.writeString(dir.resolve("MANIFEST.tsv"),
        "dataset\tmessage_type\tpayloads\tpayload_bytes\tsha256\treference_digest\n"
            + "api_response\tprotocross.schema.ApiResponse\t50\t4885\tabc\t00000000000000ff\n"
            + "mesh\tprotocross.schema.Mesh\t50\t812750\tdef\t0000000000000001\n");
    return Manifest.read(dir);
  }

  private RunJson provenance(List<PreflightCheck> preflight) throws Exception {
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("protobuf-java", "upb"), List.of("mesh"), List.of(Op.encode),
        true, true, -5, new Adaptive(0.02, 9, 30));
    ObjectNode libs = JsonNodeFactory.instance.objectNode().put("protobuf-java", "4.36.2");
    return new RunJson("20261129-201500-abc1234", "metal", Instant.parse("2026-11-29T20:15:00.123Z"),
        new GitState("abc1234ffff", false), new HostInfo("EPYC", "0-1", "6.1", "vm"), List.of(1),
        "Eclipse Adoptium 25.0.1+8-LTS", "1.37", plan, manifest(dir), libs, preflight, true,
        "taskset -c 1");
  }

  @Test
  void runJsonHasTheDocumentedFields() throws Exception {
    JsonNode j = provenance(List.of(new PreflightCheck("governor", "unknown", Status.fail))).toJson();
    assertEquals("20261129-201500-abc1234", j.get("runId").asText());
    assertEquals("metal", j.get("runner").asText());
    assertEquals("2026-11-29T20:15:00Z", j.get("date").asText());
    assertEquals("abc1234ffff", j.get("commit").asText());
    assertFalse(j.get("dirty").asBoolean());
    assertEquals("1", j.at("/host/coresUsed").asText());
    assertEquals("EPYC", j.at("/host/cpu").asText());
    assertEquals(JvmFlags.ALL, JsonFiles.MAPPER.convertValue(j.get("jvmFlags"), List.class));
    assertEquals("1 s", j.at("/jmh/warmupTime").asText());
    assertEquals(1, j.at("/jmh/measurementIterations").asInt());
    assertEquals("gc", j.at("/jmh/profilers/0").asText());
    assertEquals("quick", j.at("/jmh/settings").asText());
    assertEquals(2, j.get("passes").asInt());
    assertEquals(2, j.get("forks").asInt());
    assertEquals(1, j.at("/jmh/forks").asInt(), "JMH's -f: one fork per launch");
    assertEquals("forks", j.get("layout").asText());
    assertEquals(List.of("protobuf-java", "upb", "protobuf-java#2"), JsonFiles.MAPPER.convertValue(j.get("columns"), List.class));
    assertEquals("protobuf-java", j.get("baseline").asText());
    assertTrue(j.get("control").asBoolean());
    assertEquals(0.02, j.at("/adaptive/targetHalfWidth").asDouble());
    assertEquals(9, j.at("/adaptive/maxForks").asInt());
    assertEquals(-5, j.at("/schedule/seed").asLong());
    assertEquals("interleaved", j.at("/schedule/order").asText());
    assertEquals(0, j.at("/schedule/rounds").size());
    assertEquals(812750, j.at("/datasets/0/payloadBytes").asLong());
    assertEquals("protocross.schema.Mesh", j.at("/datasets/0/messageType").asText());
    assertEquals("encode", j.at("/ops/0").asText());
    assertEquals(Manifest.read(dir).sha256(), j.get("manifestSha256").asText());
    assertEquals("fail", j.at("/preflight/0/status").asText());
    assertFalse(j.get("quiesced").asBoolean());
    assertTrue(j.get("allowNoisy").asBoolean());
    assertFalse(j.has("images"));
  }

  @Test
  void warningsStillCountAsQuiesced() throws Exception {
    JsonNode j = provenance(List.of(new PreflightCheck("isolcpus", "none", Status.warn))).toJson();
    assertTrue(j.get("quiesced").asBoolean());
  }

  @Test
  void planRoundTripsForResume() throws Exception {
    RunJson p = provenance(List.of());
    RunPlan back = RunJson.planOf(p.toJson());
    assertEquals(p.plan(), back);
    assertEquals(List.of(1), RunJson.coresOf(p.toJson()));
  }

  @Test
  void anABComparisonNamesItsColumnsAndRoundTrips() throws Exception {
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("protobuf-java@3.25.8"), List.of("mesh"), List.of(Op.encode),
        true, true, 7, null, true);
    RunJson p = new RunJson("20261129-201500-abc1234", "metal", Instant.parse("2026-11-29T20:15:00Z"),
        new GitState("abc1234ffff", false), new HostInfo("EPYC", "0-1", "6.1", "vm"), List.of(1),
        "Eclipse Adoptium 25.0.1+8-LTS", "1.37", plan, manifest(dir), JsonNodeFactory.instance.objectNode(), List.of(), true,
        "taskset -c 1");
    JsonNode j = p.toJson();
    assertEquals(List.of("protobuf-java@3.25.8", "protobuf-java@3.25.8#2"), JsonFiles.MAPPER.convertValue(j.get("compare"), List.class));
    assertEquals("protobuf-java@3.25.8", j.get("baseline").asText());
    assertEquals(plan, RunJson.planOf(j));
    assertFalse(provenance(List.of()).toJson().has("compare"));
  }

  @Test
  void aPassLayoutRunIsNotResumed() throws Exception {
    ObjectNode j = provenance(List.of()).toJson();
    j.remove("layout");
    org.junit.jupiter.api.Assertions.assertThrows(RunnerException.class, () -> RunJson.planOf(j));
  }

  @Test
  void aNoisyResumeUnquiescesTheRun() throws Exception {
    ObjectNode j = provenance(List.of()).toJson();
    assertTrue(j.get("quiesced").asBoolean());
    RunJson.addResume(j, Instant.parse("2026-11-30T00:00:00Z"), new GitState("abc1234ffff", false),
        List.of(new PreflightCheck("load average", "3.0 (1 min)", Status.fail)), true);
    assertFalse(j.get("quiesced").asBoolean());
    assertEquals("abc1234ffff", j.at("/resumes/0/commit").asText());
    assertEquals("fail", j.at("/resumes/0/preflight/0/status").asText());
  }
}
