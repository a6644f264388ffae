package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.contract.proof.CanonicalMaps;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;

/**
 * CanonicalMaps (what Canonicalise applies to a user's payloads) puts map entries back into the
 * order the fixture writes them (MapKeyOrder over the Java key values), for a map of every legal
 * key kind (fixture3.Maps3), from the reverse order: its key parsing and the fixture's agree, and
 * the fixture's order is the one upb's deterministic encoder writes (FixtureConformanceTest).
 */
class CanonicalMapsTest {
  private static final String MAPS = "protocross.fixture3.Maps3";

  @Test
  void reversedMapEntriesAreSortedBack() {
    DescriptorSet schema = DescriptorSet.builtin();
    MessageDef type = schema.message(MAPS);
    int reordered = 0;
    for (byte[] payload : FixturePayloads.generate(schema, MAPS, 7, 40, false)) {
      Map<Integer, List<byte[]>> byField = new LinkedHashMap<>();
      for (byte[] record : BrokenCodecs.fields(payload)) {
        byField.computeIfAbsent((record[0] & 0xFF) >>> 3, n -> new ArrayList<>()).add(0, record);  // reversed
      }
      byte[] reversed = BrokenCodecs.concat(byField.values().stream().flatMap(List::stream).toArray(byte[][]::new));
      if (!java.util.Arrays.equals(reversed, payload)) {
        reordered++;
      }
      assertArrayEquals(payload, CanonicalMaps.sort(schema, type, reversed));
    }
    assertTrue(reordered >= 10, "only " + reordered + " payloads had a map of two or more entries");
  }
}
