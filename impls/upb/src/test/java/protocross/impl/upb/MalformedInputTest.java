package protocross.impl.upb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Codec;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;

/**
 * Bad input ends in a Java exception carrying upb's status text, never a crash, and the arena of
 * every failed decode is freed: the native heap in use (glibc's mallinfo2, where upb's arenas
 * come from) stays flat over at least one of three batches of 100,000 malformed payloads.
 */
class MalformedInputTest {
  private static final int PER_KIND = 25_000;
  private static final int BATCHES = 3;

  private final UpbImplementation impl = new UpbImplementation();

  @Test
  void badUtf8InAStringFieldIsRejected() {
    Codec<Object> codec = impl.codec("protocross.schema.ApiResponse");
    // field 3 (string message), length 2, an invalid two-byte sequence
    UpbException e = assertThrows(UpbException.class, () -> codec.decode(new byte[] {0x1A, 0x02, (byte) 0xC3, 0x28}));
    assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
  }

  @Test
  void overlongVarintIsRejected() {
    Codec<Object> codec = impl.codec("protocross.schema.ApiResponse");
    byte[] bad = new byte[12];
    Arrays.fill(bad, (byte) 0xFF);
    bad[0] = 0x08;
    UpbException e = assertThrows(UpbException.class, () -> codec.decode(bad));
    assertTrue(e.getMessage().startsWith("upb_Decode failed"), e.getMessage());
  }

  @Test
  void nativeMemoryStaysFlatOver100000MalformedInputs() throws Throwable {
    Manifest manifest = Datasets.manifest();
    List<String> names = List.of("api_response", "log_record", "i18n_text", "analytics_event", "mesh");
    List<Codec<Object>> codecs = new ArrayList<>();
    List<byte[]> valid = new ArrayList<>();
    for (String name : names) {
      var ds = Datasets.load(manifest, name);
      for (byte[] p : ds.payloads()) {
        codecs.add(impl.codec(ds.messageType()));
        valid.add(p);
      }
    }
    Random r = new Random(42);
    Codec<Object> apiResponse = impl.codec("protocross.schema.ApiResponse");
    run(codecs, valid, apiResponse, r, 5_000);  // warm-up: JIT and malloc settle before the baseline
    // mallinfo2 counts the whole process, so a JIT compilation or GC bookkeeping during one batch
    // can add megabytes that are not upb's (4.6 MB once under a loaded CI). A leaked arena per
    // failed decode (≥ 100 B each) grows every batch by ≥ 10 MB; noise does not hit every batch.
    // So: three equal batches, and the smallest growth is the one that must stay flat.
    long smallest = Long.MAX_VALUE;
    List<Long> growths = new ArrayList<>();
    for (int batch = 0; batch < BATCHES; batch++) {
      long before = nativeInUse();
      int[] outcome = run(codecs, valid, apiResponse, r, PER_KIND);
      long growth = nativeInUse() - before;
      growths.add(growth);
      smallest = Math.min(smallest, growth);
      assertEquals(4 * PER_KIND, outcome[0] + outcome[1]);
      assertTrue(outcome[1] >= 2 * PER_KIND, "bad varints and bad UTF-8 must all fail; failed: " + outcome[1]);
    }
    assertTrue(smallest < 4 << 20, "native heap grew in every batch of " + 4 * PER_KIND
        + " malformed decodes, by " + growths + " bytes");
  }

  /** Decodes n inputs of each kind; returns {decoded, rejected}. Every decoded message is released. */
  private static int[] run(List<Codec<Object>> codecs, List<byte[]> valid, Codec<Object> apiResponse, Random r, int n) {
    int ok = 0;
    int rejected = 0;
    for (int kind = 0; kind < 4; kind++) {
      for (int i = 0; i < n; i++) {
        int pick = r.nextInt(valid.size());
        Codec<Object> codec = kind == 3 ? apiResponse : codecs.get(pick);
        byte[] input = switch (kind) {
          case 0 -> truncated(valid.get(pick), r);
          case 1 -> random(r);
          case 2 -> badVarint(valid.get(pick), r);
          default -> badUtf8(r);
        };
        try {
          codec.release(codec.decode(input));
          ok++;
          if (kind >= 2) {
            throw new AssertionError("malformed input of kind " + kind + " decoded: " + Arrays.toString(input));
          }
        } catch (UpbException e) {
          if (!e.getMessage().startsWith("upb_Decode failed")) {
            throw new AssertionError("unexpected message: " + e.getMessage());
          }
          rejected++;
        }
      }
    }
    return new int[] {ok, rejected};
  }

  private static byte[] truncated(byte[] p, Random r) {
    return Arrays.copyOf(p, r.nextInt(p.length));
  }

  private static byte[] random(Random r) {
    byte[] b = new byte[1 + r.nextInt(300)];
    r.nextBytes(b);
    return b;
  }

  /** A valid prefix, then field 1 as a varint of eleven continuation bytes. */
  private static byte[] badVarint(byte[] p, Random r) {
    byte[] prefix = new byte[0];
    byte[] b = Arrays.copyOf(prefix, prefix.length + 12);
    b[prefix.length] = 0x08;
    Arrays.fill(b, prefix.length + 1, b.length, (byte) (0x80 | r.nextInt(128)));
    return b;
  }

  /** ApiResponse.message (field 3, a proto3 string) holding an invalid UTF-8 sequence. */
  private static byte[] badUtf8(Random r) {
    byte[][] invalid = {{(byte) 0xC3, 0x28}, {(byte) 0xE2, 0x28, (byte) 0xA1}, {(byte) 0xFF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}};
    byte[] bad = invalid[r.nextInt(invalid.length)];
    byte[] b = new byte[2 + bad.length];
    b[0] = 0x1A;
    b[1] = (byte) bad.length;
    System.arraycopy(bad, 0, b, 2, bad.length);
    return b;
  }

  /** glibc's mallinfo2(): bytes in use from the heap (uordblks) plus mmapped chunks (hblkhd). */
  private static long nativeInUse() throws Throwable {
    MemoryLayout info = MemoryLayout.sequenceLayout(10, ValueLayout.JAVA_LONG);
    Linker linker = Linker.nativeLinker();
    MethodHandle mallinfo2 = linker.downcallHandle(linker.defaultLookup().find("mallinfo2").orElseThrow(),
        FunctionDescriptor.of(MemoryLayout.structLayout(info)));
    try (Arena a = Arena.ofConfined()) {
      MemorySegment s = (MemorySegment) mallinfo2.invokeExact((java.lang.foreign.SegmentAllocator) a);
      return s.getAtIndex(ValueLayout.JAVA_LONG, 7) + s.getAtIndex(ValueLayout.JAVA_LONG, 4);
    }
  }
}
