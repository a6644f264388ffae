package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Implementation;

/**
 * Every implementation declares, in its pom's {@code impl.traits}, when its decode makes Java
 * Strings: the aggregator writes the note under the decode table from it, and a runtime that
 * declared nothing would silently drop out of that note.
 */
class TraitsTest {
  @Test
  void declaresWhenDecodeMakesItsStrings() {
    Implementation impl = Implementation.load();
    String strings = impl.traits().get("stringsAtDecode");
    assertTrue(List.of("eager", "at-read").contains(strings), impl.name()
        + ": impl.traits in its pom must declare stringsAtDecode=eager or at-read; it declares " + impl.traits());
  }
}
