package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.jars.GitState;
import protocross.runner.JmhSettings;
import protocross.runner.RunPlan;
import protocross.runner.host.HostInfo;
import protocross.runner.host.SchedulerJob;

class SchedulerJobTest {
  @TempDir Path dir;

  @Test
  void anArrayTaskIsRecordedWithItsJobIndexAndNodes() {
    SchedulerJob job = SchedulerJob.of(Map.of("SLURM_JOB_ID", "1235", "SLURM_ARRAY_JOB_ID", "1234",
        "SLURM_ARRAY_TASK_ID", "2", "SLURM_JOB_NODELIST", "bench[01-02],bench07", "HOME", "/root"));
    JsonNode j = job.toJson();
    assertEquals("{\"name\":\"slurm\",\"jobId\":\"1235\",\"arrayJobId\":\"1234\",\"arrayTaskId\":\"2\","
        + "\"nodeList\":\"bench[01-02],bench07\"}", j.toString());
  }

  @Test
  void outsideAJobNothingIsRecorded() {
    assertNull(SchedulerJob.of(Map.of("HOME", "/root")));
    assertNull(SchedulerJob.of(Map.of("SLURM_JOB_ID", "12 34")));
    assertNull(HostInfo.read(dir, Map.of()).job());
  }

  @Test
  void aValueThatIsNotAPlainTokenIsLeftOut() {
    JsonNode j = SchedulerJob.of(Map.of("SLURM_JOB_ID", "7", "SLURM_ARRAY_TASK_ID", "1;reboot",
        "SLURM_JOB_NODELIST", "node1 $(id)")).toJson();
    assertEquals("7", j.get("jobId").asText());
    assertFalse(j.has("arrayTaskId"));
    assertFalse(j.has("nodeList"));
  }

  @Test
  void runJsonNamesTheJobOnlyWhenThereIsOne() throws Exception {
    HostInfo inJob = HostInfo.read(dir, Map.of("SLURM_JOB_ID", "9", "SLURM_ARRAY_TASK_ID", "1"));
    assertEquals("9", runJson(inJob).at("/scheduler/jobId").asText());
    assertEquals("1", runJson(inJob).at("/scheduler/arrayTaskId").asText());
    assertFalse(runJson(new HostInfo("EPYC", "0-1", "6.1", "vm")).has("scheduler"));
  }

  private JsonNode runJson(HostInfo host) throws Exception {
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("protobuf-java"), List.of("mesh"), List.of(Op.decode),
        false, true, 7, null);
    return new RunJson("20261201-200000-abc1234", "metal", Instant.parse("2026-12-01T20:00:00Z"),
        new GitState("abc1234ffff", false), host, List.of(1), "Eclipse Adoptium 25.0.1+8-LTS", "1.37", plan,
        RunJsonTest.manifest(dir), JsonNodeFactory.instance.objectNode(), List.of(), true, "taskset -c 1").toJson();
  }
}
