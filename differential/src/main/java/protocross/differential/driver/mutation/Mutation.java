package protocross.differential.driver.mutation;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;

/**
 * One class of malformed or unusual input. Implementations of it are small and stateless; all
 * randomness comes from the {@code rnd} passed in, so an input is reproducible from its seed.
 */
public interface Mutation {

  /** The class id used in reports and regression files, e.g. {@code invalid-utf8}. */
  String id();

  /** One line for conformance.md: what the class does to a payload. */
  String description();

  /** The mutated bytes and a short variant label, or null when this payload offers nothing to mutate. */
  Mutant apply(Payload p, SplittableRandom rnd);

  record Mutant(byte[] bytes, String variant) {}

  /** A dataset payload, scanned once, plus a sibling payload of the same dataset for merges. */
  record Payload(WireSchema schema, WireSchema.Message type, byte[] bytes, List<Span> spans, byte[] sibling) {
    public Span pick(SplittableRandom rnd, Predicate<Span> which) {
      List<Span> candidates = spans.stream().filter(which).toList();
      return candidates.isEmpty() ? null : candidates.get(rnd.nextInt(candidates.size()));
    }
  }

  /** Every class, in report order. */
  static List<Mutation> all() {
    return List.of(new Truncate(), new BitFlip(), new VarintOverlong(), new VarintOverflow(), new WrongWireType(),
        new LengthPastEnd(), new UnknownField(), new DuplicateSingular(), new EnumOutOfRange(), new InvalidUtf8(),
        new DeepNesting(), new UnpackedRepeated(), new Concatenate(), new RandomBytes());
  }
}
