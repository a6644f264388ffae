package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.bench.Launcher;
import protocross.contract.Codec;
import protocross.contract.Conformance;
import protocross.contract.Datasets;
import protocross.contract.Digest;
import protocross.contract.Implementation;
import protocross.contract.Manifest;
import protocross.contract.ProtoReader;
import protocross.contract.ProtocrossException;

/**
 * Runs in every implementation module beside {@link ConformanceTest}: the module's real codec,
 * wrapped so that it does one thing wrong, must be refused by the conformance check, and the
 * launcher must leave every dataset untimed. Each broken adapter fools one half of the check on
 * purpose (a decoder that drops or alters a field but re-emits the input bytes passes the
 * byte-equality half; an encoder that reorders or adds bytes keeps every value), so the test shows
 * that each half catches what it is there for.
 */
class BrokenCodecTest {

  /** One way to be wrong, and the part of the check's message that must name it. */
  private record Breakage(String name, String caughtBy, Function<Codec<Object>, Codec<Object>> wrap) {}

  private static final List<Breakage> BREAKAGES = List.of(
      new Breakage("skips a field", "differs from the reference",
          real -> new Replaying(real, payload -> withoutFirstField(payload))),
      new Breakage("alters a value", "differs from the reference",
          real -> new Replaying(real, payload -> withFirstFieldAltered(payload))),
      new Breakage("reorders fields", "re-encodes to",
          real -> new Encoding(real, encoded -> withFirstTwoFieldsSwapped(encoded))),
      new Breakage("encodes different bytes", "re-encodes to",
          real -> new Encoding(real, encoded -> concat(encoded, new byte[] {(byte) 0xC2, 0x3E, 0x00}))),
      new Breakage("throws while encoding", "does not re-encode",
          real -> new Encoding(real, encoded -> {
            throw new IllegalStateException("broken encoder");
          })));

  @TestFactory
  Stream<DynamicTest> everyBrokenAdapterIsRefusedBeforeTiming() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return BREAKAGES.stream().map(b -> DynamicTest.dynamicTest(real.name() + " that " + b.name(), () -> {
      Implementation broken = new Implementation() {
        @Override
        public String name() {
          return real.name() + " (" + b.name() + ")";
        }

        @Override
        public Codec<Object> codec(String messageType) {
          return b.wrap().apply(real.codec(messageType));
        }
      };
      for (String dataset : manifest.names()) {
        ProtocrossException e = assertThrows(ProtocrossException.class,
            () -> Conformance.check(broken, Datasets.load(manifest, dataset), manifest.entry(dataset)), dataset);
        assertTrue(e.getMessage().startsWith("conformance failed: ") && e.getMessage().contains(b.caughtBy()),
            dataset + ": " + e.getMessage());
      }
      Launcher.Admission admitted = Launcher.admit(broken, manifest, manifest.names());
      assertEquals(List.of(), admitted.passed(), "datasets the launcher would time");
      assertEquals(manifest.names(), List.copyOf(admitted.failures().keySet()));
    }));
  }

  @TestFactory
  Stream<DynamicTest> theUnbrokenWrappersPass() {
    // The wrappers themselves change nothing when told to change nothing: the refusals above come
    // from the breakage, not from the wrapping.
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    Implementation replaying = new Implementation() {
      @Override
      public String name() {
        return real.name();
      }

      @Override
      public Codec<Object> codec(String messageType) {
        return new Replaying(new Encoding(real.codec(messageType), Function.identity()), Function.identity());
      }
    };
    return Stream.of(DynamicTest.dynamicTest(real.name() + " wrapped, unbroken", () ->
        assertEquals(manifest.names(), Launcher.admit(replaying, manifest, manifest.names()).passed())));
  }

  /** Decodes a changed payload, but re-emits the bytes it was given: only the digest can tell. */
  private record Replaying(Codec<Object> real, Function<byte[], byte[]> change, Map<Object, byte[]> given)
      implements Codec<Object> {
    Replaying(Codec<Object> real, Function<byte[], byte[]> change) {
      this(real, change, Collections.synchronizedMap(new IdentityHashMap<>()));
    }

    @Override
    public Object decode(byte[] payload) {
      Object m = real.decode(change.apply(payload));
      given.put(m, payload);
      return m;
    }

    @Override
    public byte[] encode(Object message) {
      return given.get(message).clone();
    }

    @Override
    public void readAll(Object message, Digest digest) {
      real.readAll(message, digest);
    }

    @Override
    public void release(Object message) {
      given.remove(message);
      real.release(message);
    }
  }

  /** Decodes and reads honestly; changes what the real encoder wrote. */
  private record Encoding(Codec<Object> real, Function<byte[], byte[]> change) implements Codec<Object> {
    @Override
    public Object decode(byte[] payload) {
      return real.decode(payload);
    }

    @Override
    public byte[] encode(Object message) {
      return change.apply(real.encode(message));
    }

    @Override
    public void readAll(Object message, Digest digest) {
      real.readAll(message, digest);
    }

    @Override
    public void release(Object message) {
      real.release(message);
    }
  }

  /** The payload's top-level fields, each as its bytes (tag included), read with the contract's ProtoReader. */
  private static List<byte[]> fields(byte[] payload) {
    List<byte[]> out = new ArrayList<>();
    int at = 0;
    while (at < payload.length) {
      ProtoReader r = new ProtoReader(payload, at, payload.length - at);
      int tag = r.tag();
      int size = varintSize(tag) + switch (tag & 7) {
        case ProtoReader.VARINT -> varintSize(r.varint());
        case ProtoReader.FIXED64 -> 8;
        case ProtoReader.FIXED32 -> 4;
        case ProtoReader.LEN -> {
          int n = r.lengthDelimited().length;
          yield varintSize(n) + n;
        }
        default -> throw new IllegalArgumentException("the datasets have no groups");
      };
      out.add(Arrays.copyOfRange(payload, at, at + size));
      at += size;
    }
    return out;
  }

  /** Bytes of a minimal varint: the datasets are written minimally (their re-encoding is byte-equal). */
  private static int varintSize(long v) {
    int n = 1;
    while ((v & ~0x7FL) != 0) {
      v >>>= 7;
      n++;
    }
    return n;
  }

  private static byte[] withoutFirstField(byte[] payload) {
    List<byte[]> f = fields(payload);
    return concat(f.subList(1, f.size()).toArray(byte[][]::new));
  }

  /**
   * Flips the lowest bit of the last byte of the first scalar top-level field (else the first
   * field): still well-formed, since a varint's last byte has no continuation bit and a string's
   * last byte stays ASCII or a UTF-8 continuation byte.
   */
  private static byte[] withFirstFieldAltered(byte[] payload) {
    List<byte[]> f = fields(payload);
    int pick = 0;
    for (int i = 0; i < f.size(); i++) {
      if ((f.get(i)[0] & 7) != ProtoReader.LEN) {
        pick = i;
        break;
      }
    }
    int end = 0;
    for (int i = 0; i <= pick; i++) {
      end += f.get(i).length;
    }
    byte[] out = payload.clone();
    out[end - 1] ^= 1;
    return out;
  }

  private static byte[] withFirstTwoFieldsSwapped(byte[] encoded) {
    List<byte[]> f = new ArrayList<>(fields(encoded));
    if (f.size() >= 2) {
      Collections.swap(f, 0, 1);
    }
    return concat(f.toArray(byte[][]::new));
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
