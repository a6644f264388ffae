package protocross.contract.adapter;

import java.util.Map;
import java.util.ServiceLoader;
import protocross.contract.BuildInfo;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.DatasetFile;

/**
 * One protobuf runtime behind the contract. Each impl module registers exactly one in
 * {@code META-INF/services/protocross.contract.adapter.Implementation}; the benchmark and the conformance
 * tests find it with {@link #load()}, so neither is written twice.
 */
public interface Implementation {

  /** The short id used in results and tables, e.g. {@code protobuf-java}; set by the module's pom. */
  default String name() {
    return BuildInfo.get().name();
  }

  /** Library name to version, recorded in every result's provenance; set by the module's pom. */
  default Map<String, String> libraries() {
    return BuildInfo.get().libraries();
  }

  /**
   * What this runtime's ops skip, declared once in the module's pom ({@code impl.traits}) and
   * recorded in meta.json, from which the aggregator writes the notes under the tables:
   * {@code stringsAtDecode} ({@code eager} or {@code at-read}), {@code decodedMessage} ({@code native}
   * or {@code java}: where an at-read runtime's decoded message lives), {@code encodeMemoizesSize},
   * {@code encodeSkipsStringConversion} ({@code true} when so; absent means no).
   */
  default Map<String, String> traits() {
    return BuildInfo.get().traits();
  }

  /** The codec for a fully qualified message type such as {@code protocross.schema.ApiResponse}. */
  Codec<Object> codec(String messageType);

  /**
   * Native (off-heap) bytes one benchmark op allocates over {@code dataset}, for runtimes whose
   * allocations JMH's heap profiler cannot see; -1 where nothing is allocated off-heap.
   */
  default long nativeBytesPerOp(Op op, DatasetFile dataset) {
    return -1;
  }

  /**
   * Why this implementation cannot express {@code messageType} (for example a proto2 group in
   * Wire), or null when it can. An unsupported pair is recorded with this reason, never timed and
   * never silently skipped.
   */
  default String unsupported(String messageType) {
    return null;
  }

  /** As {@link #lookup(Implementation, Map, String)}, saying "unsupported: reason" for a type the runtime cannot express. */
  static Codec<Object> lookup(Implementation impl, Map<String, ? extends Codec<?>> codecs, Map<String, String> unsupported,
      String messageType) {
    String reason = unsupported.get(messageType);
    if (reason != null) {
      throw new ProtocrossException(impl.name() + " cannot read " + messageType + ": unsupported: " + reason);
    }
    return lookup(impl, codecs, messageType);
  }

  /** {@code codecs.get(messageType)}, or a one-line failure naming the implementation and the type. */
  @SuppressWarnings("unchecked")
  static Codec<Object> lookup(Implementation impl, Map<String, ? extends Codec<?>> codecs, String messageType) {
    Codec<?> codec = codecs.get(messageType);
    if (codec == null) {
      throw new ProtocrossException(impl.name() + " has no codec for message type " + messageType);
    }
    return (Codec<Object>) codec;
  }

  /** The one implementation on the class path; exactly one, since runtimes must not share a JVM. */
  static Implementation load() {
    var found = ServiceLoader.load(Implementation.class).stream().map(ServiceLoader.Provider::get).toList();
    if (found.size() != 1) {
      throw new ProtocrossException("expected exactly one protobuf implementation on the class path, found "
          + found.stream().map(Implementation::name).toList());
    }
    return found.get(0);
  }
}
