package protocross.differential.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import protocross.contract.dataset.DatasetFile;
import protocross.differential.driver.mutation.Mutation;

/**
 * The deterministic input stream: input {@code i} of run seed {@code s} depends on (s, i) only,
 * so any input can be rebuilt from its seed and index without replaying the ones before it.
 */
final class Inputs {
  /** One generated input and where it came from. */
  record Case(long index, String dataset, String messageType, int payload, String mutation, String variant, byte[] bytes) {
    /** The same case with other bytes: its minimised form. */
    Case withBytes(byte[] other) {
      return new Case(index, dataset, messageType, payload, mutation, variant, other);
    }
  }

  private final long seed;
  private final List<DatasetFile> datasets;
  private final List<List<Mutation.Payload>> payloads = new ArrayList<>();
  private final List<Mutation> mutations = Mutation.all();

  Inputs(long seed, WireSchema schema, List<DatasetFile> datasets) {
    this.seed = seed;
    this.datasets = datasets;
    for (DatasetFile ds : datasets) {
      WireSchema.Message type = schema.message(ds.messageType());
      List<Mutation.Payload> scanned = new ArrayList<>();
      List<byte[]> ps = ds.payloads();
      for (int i = 0; i < ps.size(); i++) {
        byte[] b = ps.get(i);
        scanned.add(new Mutation.Payload(schema, type, b, Span.scan(schema, type, b), ps.get((i + 1) % ps.size())));
      }
      payloads.add(scanned);
    }
  }

  Case get(long index) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
    int d = rnd.nextInt(datasets.size());
    int p = rnd.nextInt(payloads.get(d).size());
    int m = rnd.nextInt(mutations.size());
    // A class with nothing to mutate in this payload (no enum, no string) hands over to the next.
    for (int tries = 0; ; tries++) {
      Mutation mutation = mutations.get((m + tries) % mutations.size());
      Mutation.Mutant mutant = mutation.apply(payloads.get(d).get(p), rnd);
      if (mutant != null) {
        DatasetFile ds = datasets.get(d);
        return new Case(index, ds.name(), ds.messageType(), p, mutation.id(), mutant.variant(), mutant.bytes());
      }
    }
  }

  List<Mutation> mutations() {
    return mutations;
  }
}
