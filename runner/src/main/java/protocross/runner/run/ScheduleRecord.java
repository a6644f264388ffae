package protocross.runner.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import protocross.jars.RunnerException;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.RunLayout;

/**
 * The rounds of a run as run.json records them ({@code schedule.rounds}), each written before it
 * runs: a resumed run replays exactly these orders, and a reader can check the interleaving.
 * Also where the adaptive phase writes why it stopped. Every change is written at once, atomically.
 */
final class ScheduleRecord {

  /** One recorded round: its number, "planned" or "adaptive", and its forks in run order. */
  public record Round(int round, String kind, List<Part> parts) {}

  private final RunLayout layout;
  private final ObjectNode runJson;

  private ScheduleRecord(RunLayout layout, ObjectNode runJson) {
    this.layout = layout;
    this.runJson = runJson;
  }

  public static ScheduleRecord read(RunLayout layout) {
    try {
      return new ScheduleRecord(layout, (ObjectNode) JsonFiles.MAPPER.readTree(layout.runJson().toFile()));
    } catch (IOException | ClassCastException e) {
      throw new RunnerException("cannot read " + layout.runJson() + ": " + e.getMessage());
    }
  }

  private ObjectNode schedule() {
    JsonNode s = runJson.get("schedule");
    if (!(s instanceof ObjectNode o)) {
      throw new RunnerException(layout.runJson() + " has no \"schedule\"; it was not written by this runner's fork layout");
    }
    return o;
  }

  private ArrayNode roundsNode() {
    ObjectNode s = schedule();
    return s.has("rounds") ? (ArrayNode) s.get("rounds") : s.putArray("rounds");
  }

  public List<Round> rounds() {
    List<Round> rounds = new ArrayList<>();
    for (JsonNode r : roundsNode()) {
      List<Part> parts = new ArrayList<>();
      r.path("forks").forEach(f -> parts.add(Part.parse(f.asText())));
      rounds.add(new Round(r.path("round").asInt(), r.path("kind").asText(), parts));
    }
    return rounds;
  }

  /** Records a round before it runs. {@code wide} (or null): the cells that asked for it. */
  public void add(Round round, List<WideCell> wide) {
    ObjectNode r = roundsNode().addObject();
    r.put("round", round.round());
    r.put("kind", round.kind());
    if (wide != null) {
      ArrayNode w = r.putArray("wide");
      for (WideCell c : wide) {
        ObjectNode o = w.addObject();
        o.put("cell", c.dataset() + "/" + c.op() + "/" + c.column());
        o.put("forks", c.forks());
        o.put("halfWidth", c.halfWidth());
      }
    }
    ArrayNode forks = r.putArray("forks");
    round.parts().forEach(p -> forks.add(p.id()));
    write();
  }

  /** Forks each (dataset, op) group has been scheduled so far (groups run whole rounds). */
  public Map<String, Integer> forksPerGroup() {
    Map<String, Integer> n = new HashMap<>();
    for (Round r : rounds()) {
      for (Part p : r.parts()) {
        n.merge(p.dataset() + "/" + p.op(), p.fork(), Math::max);
      }
    }
    return n;
  }

  /** Why the adaptive phase stopped, and how many adaptive rounds ran (run.json "adaptive"). */
  public void adaptiveStopped(String reason, int adaptiveRounds, int maxForksReached) {
    JsonNode a = runJson.get("adaptive");
    if (a instanceof ObjectNode o) {
      o.put("rounds", adaptiveRounds);
      o.put("maxForksPerCell", maxForksReached);
      o.put("stopped", reason);
      write();
    }
  }

  private void write() {
    try {
      JsonFiles.writeAtomically(layout.runJson(), runJson);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot update " + layout.runJson(), e);
    }
  }
}
