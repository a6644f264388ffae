package protocross.conformance;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.schema.ProtoReader;

/**
 * Codecs broken on purpose, and the byte surgery they do: a decoder that re-emits the bytes it was
 * given while reading changed ones, an encoder whose output is changed, and the field-level edits
 * (drop, alter, swap, append). The harness's BrokenCodecTest (these codecs must be refused before
 * timing) and the contract's own conformance tests (DeclaredEncodeOrderTest, CanonicalMapsTest)
 * share them; they ship in this module's test-jar.
 */
final class BrokenCodecs {
  private BrokenCodecs() {}

  /** Decodes a changed payload, but re-emits the bytes it was given: only the digest can tell. */
  record Replaying(Codec<Object> real, Function<byte[], byte[]> change, Map<Object, byte[]> given)
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
  record Encoding(Codec<Object> real, Function<byte[], byte[]> change) implements Codec<Object> {
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
  static List<byte[]> fields(byte[] payload) {
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

  static byte[] withoutFirstField(byte[] payload) {
    List<byte[]> f = fields(payload);
    return concat(f.subList(1, f.size()).toArray(byte[][]::new));
  }

  /**
   * Flips the lowest bit of the last byte of the first scalar top-level field (else the first
   * field): still well-formed, since a varint's last byte has no continuation bit and a string's
   * last byte stays ASCII or a UTF-8 continuation byte.
   */
  static byte[] withFirstFieldAltered(byte[] payload) {
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

  static byte[] withFirstTwoFieldsSwapped(byte[] encoded) {
    List<byte[]> f = new ArrayList<>(fields(encoded));
    if (f.size() >= 2) {
      Collections.swap(f, 0, 1);
    }
    return concat(f.toArray(byte[][]::new));
  }

  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
