package protocross.contract.adapter;

import java.util.Arrays;

/**
 * The one digest every implementation feeds while reading a message, and the generator feeds
 * from the values it wrote. Equal digests prove two decoders produced the same field values.
 *
 * <p>Why these choices: values are fed in schema order so a swapped field changes the result;
 * strings go through {@link String#hashCode()} (vectorized by the JIT) so the digest costs every
 * implementation the same small amount; maps are summed entry by entry so their iteration order,
 * which the protobuf API leaves open, does not matter.
 */
public final class Digest {
  private static final long SEED = 0x9E3779B97F4A7C15L;
  private static final long PRIME = 0x100000001B3L;

  private long state = SEED;

  public void i64(long v) {
    state = Long.rotateLeft((state ^ v) * PRIME, 29);
  }

  public void i32(int v) {
    i64(v);
  }

  public void f64(double v) {
    i64(Double.doubleToRawLongBits(v));
  }

  public void f32(float v) {
    i64(Float.floatToRawIntBits(v));
  }

  public void bool(boolean v) {
    i64(v ? 1 : 0);
  }

  /** Feeds a presence bit: absent optional fields and sub-messages still leave a mark. */
  public void present(boolean v) {
    i64(v ? 0x5A5A : 0xA5A5);
  }

  /** Feeds the length of a repeated field or map before its elements. */
  public void count(int n) {
    i64(0xC0FFEE00L + n);
  }

  public void str(String s) {
    i64(((long) s.length() << 32) ^ s.hashCode());
  }

  public void bytes(byte[] b) {
    i64(((long) b.length << 32) ^ Arrays.hashCode(b));
  }

  /** Feeds a map as its size and the order-independent sum of {@link #entry} values. */
  public void map(int size, long entrySum) {
    count(size);
    i64(entrySum);
  }

  /** Feeds a {@code map<string, string>} read through a runtime's {@link java.util.Map} view. */
  public void stringMap(java.util.Map<String, String> map) {
    long sum = 0;
    for (var e : map.entrySet()) {
      sum += entry(e.getKey(), e.getValue());
    }
    map(map.size(), sum);
  }

  /** Feeds a {@code map<string, bytes>}; {@code toBytes} copies the runtime's bytes type out. */
  public <V> void bytesMap(java.util.Map<String, V> map, java.util.function.Function<? super V, byte[]> toBytes) {
    long sum = 0;
    for (var e : map.entrySet()) {
      sum += entry(e.getKey(), toBytes.apply(e.getValue()));
    }
    map(map.size(), sum);
  }

  public static long entry(String key, String value) {
    return entry(word(key), word(value));
  }

  public static long entry(String key, byte[] value) {
    return entry(word(key), word(value));
  }

  /**
   * One map entry from its key's and value's words, for any legal key and value type. Summed
   * over a map's entries and fed with {@link #map}. The words of the kinds the built-in schema
   * uses (string keys, string and bytes values) are the ones the digest has always used.
   */
  public static long entry(long keyWord, long valueWord) {
    return mix(keyWord, valueWord);
  }

  public static long word(String s) {
    return ((long) s.hashCode() << 32) ^ s.length();
  }

  public static long word(byte[] b) {
    return ((long) Arrays.hashCode(b) << 32) ^ b.length;
  }

  /** Integer kinds: an {@code int} value widens with its sign, as {@link #i32} feeds it. */
  public static long word(long v) {
    return v;
  }

  public static long word(boolean v) {
    return v ? 1 : 0;
  }

  public static long wordF32(float v) {
    return Float.floatToRawIntBits(v);
  }

  public static long wordF64(double v) {
    return Double.doubleToRawLongBits(v);
  }

  private static long mix(long a, long b) {
    long h = (a * PRIME) ^ Long.rotateLeft(b, 31);
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    return h ^ (h >>> 33);
  }

  public long value() {
    return state;
  }
}
