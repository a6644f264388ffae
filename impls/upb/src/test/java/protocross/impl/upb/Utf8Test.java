package protocross.impl.upb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The binding's UTF-8 decoder agrees with the JDK's on well-formed input (what upb lets through). */
class Utf8Test {

  private static String viaNative(String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    try (Arena a = Arena.ofConfined()) {
      MemorySegment m = a.allocate(Math.max(1, utf8.length));
      MemorySegment.copy(utf8, 0, m, ValueLayout.JAVA_BYTE, 0, utf8.length);
      return Utf8.string(m.address(), utf8.length);
    }
  }

  @Test
  void everyCodePointDecodesLikeTheJdk() {
    StringBuilder sb = new StringBuilder();
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
        continue;  // not encodable as UTF-8
      }
      sb.appendCodePoint(cp);
      if (sb.length() > 2000) {
        assertEquals(sb.toString(), viaNative(sb.toString()));
        sb.setLength(0);
      }
    }
    assertEquals(sb.toString(), viaNative(sb.toString()));
  }

  @Test
  void mixedLengthsAndPrefixesDecodeLikeTheJdk() {
    Random r = new Random(7);
    int[] samples = {'a', 'z', 0x7F, 0xE9, 0xFF, 0x100, 0x7FF, 0x800, 0x4E2D, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF};
    for (int t = 0; t < 20_000; t++) {
      StringBuilder sb = new StringBuilder();
      int ascii = r.nextInt(20);
      for (int i = 0; i < ascii; i++) {
        sb.append((char) ('a' + r.nextInt(26)));
      }
      int n = r.nextInt(12);
      for (int i = 0; i < n; i++) {
        sb.appendCodePoint(samples[r.nextInt(samples.length)]);
      }
      String s = sb.toString();
      assertEquals(s, viaNative(s));
    }
  }

  /** Malformed UTF-8 (only proto2 strings can hold it) decodes exactly as the JDK decodes it. */
  @Test
  void malformedBytesDecodeLikeTheJdk() {
    Random r = new Random(11);
    byte[] pieces = {(byte) 0x80, (byte) 0xBF, (byte) 0xC0, (byte) 0xC1, (byte) 0xC2, (byte) 0xDF, (byte) 0xE0,
        (byte) 0xED, (byte) 0xEF, (byte) 0xF0, (byte) 0xF4, (byte) 0xF5, (byte) 0xFF, 'a', (byte) 0xA0, (byte) 0x9F};
    try (Arena a = Arena.ofConfined()) {
      MemorySegment m = a.allocate(64);
      for (int t = 0; t < 200_000; t++) {
        byte[] b = new byte[1 + r.nextInt(12)];
        for (int i = 0; i < b.length; i++) {
          b[i] = r.nextBoolean() ? pieces[r.nextInt(pieces.length)] : (byte) r.nextInt(256);
        }
        MemorySegment.copy(b, 0, m, ValueLayout.JAVA_BYTE, 0, b.length);
        assertEquals(new String(b, StandardCharsets.UTF_8), Utf8.string(m.address(), b.length), () -> java.util.HexFormat.of().formatHex(b));
      }
    }
  }

  @Test
  void emptyAndScratchSizedStrings() {
    assertEquals("", viaNative(""));
    String big = "é".repeat(Utf8.SCRATCH_BYTES / 2);  // exactly the scratch size in UTF-8
    assertEquals(big, viaNative(big));
    String bigger = big + "x";
    assertEquals(bigger, viaNative(bigger));
  }
}
