package protocross.impl.quickbuf;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * A map field as the generated readers see it. QuickBuffers generates a map as a repeated field of
 * its entry messages and keeps every entry it parsed, a key seen twice included (a merge appends
 * entries), so the map they stand for is made here: the last entry of a key wins, protobuf's rule.
 */
final class QuickbufMaps {
  private QuickbufMaps() {}

  /** {@code entries} is null when the field is unset: its store is allocated on first get, so the reader does not ask. */
  static <E extends ProtoMessage<E>, K, V> Map<K, V> of(RepeatedMessage<E> entries, Function<E, K> key,
      Function<E, V> value) {
    if (entries == null || entries.length() == 0) {
      return Map.of();
    }
    Map<K, V> map = new HashMap<>(entries.length() * 2);
    for (int i = 0; i < entries.length(); i++) {
      E e = entries.get(i);
      map.put(key.apply(e), value.apply(e));
    }
    return map;
  }
}
