package protocross.impl.kotlinx;

import java.util.HashMap;
import java.util.Map;

/**
 * A map field with uint32 keys as the generated readers feed it: the class holds each key as the
 * {@code Long} 0..2^32 - 1 (classgen: kotlinx writes an {@code Int} as int32), the digest takes the
 * {@code int} protobuf-java's map holds, so the view's keys are converted.
 */
final class KotlinxMaps {
  private KotlinxMaps() {}

  static <V> Map<Integer, V> uint32Keys(Map<Long, V> map) {
    Map<Integer, V> out = new HashMap<>(map.size() * 2);
    for (Map.Entry<Long, V> e : map.entrySet()) {
      out.put((int) (long) e.getKey(), e.getValue());
    }
    return out;
  }
}
