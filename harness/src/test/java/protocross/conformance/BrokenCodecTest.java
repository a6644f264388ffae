package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static protocross.conformance.BrokenCodecs.*;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.bench.Launcher;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;

/**
 * Runs in every implementation module beside {@link ConformanceTest}: the module's real codec,
 * wrapped so that it does one thing wrong, must be refused by the conformance check, and the
 * launcher must leave every dataset untimed. Each broken adapter fools one half of the check on
 * purpose (a decoder that drops or alters a field but re-emits the input bytes passes the
 * byte-equality half; an encoder that reorders or adds bytes keeps every value), so the test shows
 * that each half catches what it is there for. Each additional op has its own broken adapter,
 * honest in everything but that op, which that op's proof must refuse; and an adapter without the
 * op's API must come out unsupported, not failed.
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

  /** One way to do an additional op wrong, the op whose proof must refuse it, and what the refusal says. */
  private record OpBreakage(Op op, String name, String caughtBy, Function<Codec<Object>, Codec<Object>> wrap) {}

  private static final List<OpBreakage> OP_BREAKAGES = List.of(
      new OpBreakage(Op.decode_stream, "skips a field when decoding from a stream", "differs from the reference",
          real -> OpWrapper.honest(real).withStream(BrokenCodecs::withoutFirstField)),
      new OpBreakage(Op.decode_direct, "alters a value when decoding off-heap bytes", "differs from the reference",
          real -> OpWrapper.honest(real).withDirect(BrokenCodecs::withFirstFieldAltered)),
      new OpBreakage(Op.encode_reuse, "reorders fields when encoding into the reused buffer",
          "encodes into the reused buffer as",
          real -> OpWrapper.honest(real).withInto(BrokenCodecs::withFirstTwoFieldsSwapped)),
      new OpBreakage(Op.encode_reuse, "reports one byte fewer than it wrote", "encodes into the reused buffer as",
          real -> OpWrapper.honest(real).withInto(e -> Arrays.copyOf(e, e.length - 1))),
      new OpBreakage(Op.build_encode, "leaves a field unset when building", "builds to",
          real -> OpWrapper.honest(real).withBuilt(BrokenCodecs::withoutFirstField)),
      new OpBreakage(Op.build_encode, "hands back its first build again instead of building afresh", "built twice gives",
          real -> OpWrapper.honest(real).memoizingBuilds()),
      new OpBreakage(Op.merge, "ignores the existing message", "differs from the reference",
          real -> OpWrapper.honest(real).withMerged((base, payload) -> payload)),
      new OpBreakage(Op.merge, "merges in the wrong order (the existing message's values win)", "differs from the reference",
          real -> OpWrapper.honest(real).withMerged((base, payload) -> concat(payload, base))));

  /**
   * The build_encode wrappers change what the runtime's own buildEncode wrote (only the runtime's
   * generated builders can build from values), so they run where the runtime has one.
   */
  private static void assumeBuildEncode(Implementation real, Op op) {
    if (op != Op.build_encode) {
      return;
    }
    BrokenImplementation.abortUnlessItHas(real, op);
  }

  @TestFactory
  Stream<DynamicTest> everyBrokenOpIsRefusedBeforeTiming() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return OP_BREAKAGES.stream().map(b -> DynamicTest.dynamicTest(real.name() + " whose " + b.op() + " " + b.name(), () -> {
      assumeBuildEncode(real, b.op());
      Implementation broken = BrokenImplementation.wrapped(real, b.name(), b.wrap());
      BrokenImplementation.assertRefusedBeforeTiming(broken, b.op(), b.caughtBy());
    }));
  }

  @TestFactory
  Stream<DynamicTest> theUnbrokenOpWrappersPass() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    Implementation honest = BrokenImplementation.wrapped(real, "unbroken", OpWrapper::honest);
    return Stream.of(Op.decode_stream, Op.decode_direct, Op.encode_reuse, Op.build_encode, Op.merge).map(op ->
        DynamicTest.dynamicTest(real.name() + " " + op + " wrapped, unbroken", () -> {
          assumeBuildEncode(real, op);
          Launcher.Admission admitted = Launcher.admit(honest, manifest, manifest.names(), List.of(op));
          if (op == Op.merge && !admitted.failures().isEmpty() && BrokenImplementation.lacks(real, op) != null) {
            // Without a merge of its own, the wrapper's merge is the runtime's decode of a
            // concatenation, which is protobuf's merge only where that decode follows protobuf's rules.
            Assumptions.abort(real.name() + " has no merge, and its decode of a concatenation is no protobuf merge on "
                + admitted.failures().keySet() + " (its README): the wrapper has no honest merge to offer");
          }
          assertEquals(manifest.names(), admitted.passed(), admitted.failures().toString());
          assertEquals(Map.of(), admitted.unsupported());
        }));
  }

  @org.junit.jupiter.api.Test
  void anAdapterWithoutAnOpsApiIsUnsupportedNotFailed() {
    // Encoding implements only the core methods: Codec's defaults answer the optional ones.
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    Implementation lacking = BrokenImplementation.wrapped(real, "core only", c -> new Encoding(c, Function.identity()));
    Launcher.Admission admitted = Launcher.admit(lacking, manifest, manifest.names(), Op.codecOps());
    assertEquals(manifest.names(), admitted.passed(), "the core ops are still timed");
    assertEquals(List.of(Op.decode_stream, Op.decode_direct, Op.encode_reuse, Op.build_encode, Op.merge, Op.json_encode,
        Op.json_decode), List.copyOf(admitted.unsupported().keySet()));
    String dataset = manifest.names().get(0);
    UnsupportedOpException e = assertThrows(UnsupportedOpException.class,
        () -> Conformance.check(lacking, Datasets.load(manifest, dataset), manifest.entry(dataset), Op.encode_reuse));
    assertEquals("this adapter does not implement encodeInto", e.reason());
  }

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

  /**
   * The core ops honestly through the real codec; each additional op through the real decode or
   * encode, with its bytes changed: a stream's or an off-heap payload's bytes before decoding, an
   * encoding before it is copied into the caller's buffer, the real build's bytes, and the bytes a
   * merge decodes (honestly the existing message's encoding followed by the payload, which is
   * protobuf's definition of merging). With identity changes it does the same work as the real
   * codec (theUnbrokenOpWrappersPass), so each refusal comes from its change.
   */
  private record OpWrapper(Codec<Object> real, Function<byte[], byte[]> stream, Function<byte[], byte[]> direct,
      Function<byte[], byte[]> into, Function<byte[], byte[]> built, BinaryOperator<byte[]> merged,
      Map<MessageValue, byte[]> firstBuilds) implements Codec<Object> {

    static OpWrapper honest(Codec<Object> real) {
      return new OpWrapper(real, Function.identity(), Function.identity(), Function.identity(), Function.identity(),
          BrokenCodecs::concat, null);
    }

    OpWrapper withStream(Function<byte[], byte[]> f) {
      return new OpWrapper(real, f, direct, into, built, merged, firstBuilds);
    }

    OpWrapper withDirect(Function<byte[], byte[]> f) {
      return new OpWrapper(real, stream, f, into, built, merged, firstBuilds);
    }

    OpWrapper withInto(Function<byte[], byte[]> f) {
      return new OpWrapper(real, stream, direct, f, built, merged, firstBuilds);
    }

    OpWrapper withBuilt(Function<byte[], byte[]> f) {
      return new OpWrapper(real, stream, direct, into, f, merged, firstBuilds);
    }

    OpWrapper withMerged(BinaryOperator<byte[]> f) {
      return new OpWrapper(real, stream, direct, into, built, f, firstBuilds);
    }

    /** Keeps each value's first build and hands that same array back: what "nothing memoized" forbids. */
    OpWrapper memoizingBuilds() {
      return new OpWrapper(real, stream, direct, into, built, merged, Collections.synchronizedMap(new IdentityHashMap<>()));
    }

    @Override
    public byte[] buildEncode(MessageValue value) {
      if (firstBuilds != null) {
        return firstBuilds.computeIfAbsent(value, v -> built.apply(real.buildEncode(v)));
      }
      return built.apply(real.buildEncode(value));
    }

    @Override
    public Object merge(Object base, byte[] payload) {
      return real.decode(merged.apply(real.encode(base), payload));
    }

    @Override
    public Object decode(byte[] payload) {
      return real.decode(payload);
    }

    @Override
    public Object decodeStream(InputStream in) {
      try {
        return real.decode(stream.apply(in.readAllBytes()));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public Object decodeDirect(DirectPayload payload) {
      byte[] bytes = new byte[payload.size()];
      payload.buffer().duplicate().get(bytes);
      return real.decode(direct.apply(bytes));
    }

    @Override
    public byte[] encode(Object message) {
      return real.encode(message);
    }

    @Override
    public int encodeInto(Object message, byte[] buffer) {
      byte[] encoded = into.apply(real.encode(message));
      if (encoded.length > buffer.length) {
        throw new IndexOutOfBoundsException(encoded.length + " bytes into " + buffer.length);
      }
      System.arraycopy(encoded, 0, buffer, 0, encoded.length);
      return encoded.length;
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
}
