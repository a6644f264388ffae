package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Strings and bytes out of a upb arena into the Java heap.
 *
 * <p>Why not {@code new String(bytes, UTF_8)} on a fresh copy, as before: the JDK has no public
 * way to build a String from native memory with a length (MemorySegment.getString wants a NUL
 * terminator and copies into a fresh array itself), and its UTF-8 constructor, on text that is
 * not Latin-1, copies the input again, tries Latin-1, inflates, decodes and trims: the CJK-heavy
 * i18n_text dataset spent more than half of decode_read there. Here the UTF-8 is copied once into
 * a per-thread scratch array that stays in cache; pure ASCII (checked 8 bytes at a time) becomes
 * a Latin-1 String by one copy, anything else is decoded once into a per-thread {@code char[]}
 * and handed to {@code new String(char[], ...)}. upb's decoder already rejected malformed UTF-8 in
 * proto3 string fields (MalformedInputTest); a malformed sequence (proto2 strings are not checked)
 * makes the whole string fall back to the JDK's decoder, so the result is always the JDK's String.
 * {@code Utf8Test} checks that on every code point and on random malformed bytes.
 */
final class Utf8 {
  private Utf8() {}

  /** Strings longer than this are decoded by the JDK from a fresh array instead. */
  static final int SCRATCH_BYTES = 64 << 10;

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_BITS = 0x8080808080808080L;

  private static final class Scratch {
    final byte[] bytes = new byte[SCRATCH_BYTES];
    final char[] chars = new char[SCRATCH_BYTES];
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  /** The well-formed UTF-8 at {@code data}, {@code size} bytes long, as a String. */
  static String string(long data, long size) {
    if (size == 0) {
      return "";
    }
    if (size > SCRATCH_BYTES) {
      return new String(bytes(data, size), StandardCharsets.UTF_8);
    }
    int n = (int) size;
    Scratch s = SCRATCH.get();
    byte[] b = s.bytes;
    MemorySegment.copy(ALL, JAVA_BYTE, data, b, 0, n);
    int ascii = asciiPrefix(b, n);
    if (ascii == n) {
      return new String(b, 0, n, StandardCharsets.ISO_8859_1);  // ASCII is Latin-1: one copy, no decoding
    }
    return decode(b, n, ascii, s.chars);
  }

  /** The length of the ASCII prefix of b[0, n). */
  private static int asciiPrefix(byte[] b, int n) {
    int i = 0;
    while (i + 8 <= n && ((long) LONGS.get(b, i) & HIGH_BITS) == 0) {
      i += 8;
    }
    while (i < n && b[i] >= 0) {
      i++;
    }
    return i;
  }

  /**
   * Decodes UTF-8 b[0, n) whose first {@code ascii} bytes are ASCII. Any malformed sequence
   * (possible only in proto2 string fields, which upb does not validate) hands the whole string
   * to the JDK, so the result always equals {@code new String(b, 0, n, UTF_8)}.
   */
  private static String decode(byte[] b, int n, int ascii, char[] c) {
    for (int k = 0; k < ascii; k++) {
      c[k] = (char) b[k];
    }
    int i = ascii;
    int j = ascii;
    while (i < n) {
      int x = b[i];
      if (x >= 0) {
        c[j++] = (char) x;
        i++;
      } else if ((x & 0xE0) == 0xC0 && x != (byte) 0xC0 && x != (byte) 0xC1 && i + 1 < n && continuation(b[i + 1])) {
        c[j++] = (char) (((x & 0x1F) << 6) | (b[i + 1] & 0x3F));
        i += 2;
      } else if ((x & 0xF0) == 0xE0 && i + 2 < n && continuation(b[i + 1]) && continuation(b[i + 2])) {
        int ch = ((x & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F);
        if (ch < 0x800 || Character.isSurrogate((char) ch)) {
          return new String(b, 0, n, StandardCharsets.UTF_8);
        }
        c[j++] = (char) ch;
        i += 3;
      } else if ((x & 0xF8) == 0xF0 && i + 3 < n && continuation(b[i + 1]) && continuation(b[i + 2]) && continuation(b[i + 3])) {
        int cp = ((x & 0x07) << 18) | ((b[i + 1] & 0x3F) << 12) | ((b[i + 2] & 0x3F) << 6) | (b[i + 3] & 0x3F);
        if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
          return new String(b, 0, n, StandardCharsets.UTF_8);
        }
        c[j++] = Character.highSurrogate(cp);
        c[j++] = Character.lowSurrogate(cp);
        i += 4;
      } else {
        return new String(b, 0, n, StandardCharsets.UTF_8);
      }
    }
    return new String(c, 0, j);
  }

  private static boolean continuation(byte b) {
    return (b & 0xC0) == 0x80;
  }

  /** A fresh copy of {@code size} bytes at {@code data}. */
  static byte[] bytes(long data, long size) {
    byte[] out = new byte[Math.toIntExact(size)];
    MemorySegment.copy(ALL, JAVA_BYTE, data, out, 0, out.length);
    return out;
  }
}
