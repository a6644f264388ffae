package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.Map;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * The well-known types Wire represents as Java types of its own, and how the generated readers and
 * builders reach their fields. wire-compiler generates no class for them; a field of one holds
 * the type its runtime adapter decodes (wire-runtime 6.4.7, {@code ProtoAdapter.kt}):
 *
 * <ul>
 *   <li>{@code Timestamp}: {@code java.time.Instant} ({@code ProtoAdapter.INSTANT}: seconds is
 *       {@code getEpochSecond()}, nanos {@code getNano()}, decoded by {@code ofEpochSecond(seconds,
 *       nanos)});
 *   <li>{@code Duration}: {@code java.time.Duration} ({@code ProtoAdapter.DURATION}, which writes
 *       seconds and nanos with the same sign, as the proto does: for a negative duration with a
 *       fraction {@code getSeconds() + 1} and {@code getNano() - 1_000_000_000}; decoded by
 *       {@code ofSeconds(seconds, nanos)});
 *   <li>the wrappers: the boxed scalar ({@code Double}, {@code Float}, {@code Long} for Int64Value and
 *       UInt64Value, {@code Integer} for Int32Value and UInt32Value, {@code Boolean}, {@code String},
 *       okio {@code ByteString}); a present wrapper without its value decodes to the scalar's
 *       identity, 0 or empty, and encodes back to an empty message ({@code commonWrapper}).
 * </ul>
 *
 * <p>Equal work holds for these: the reader reads the same two fields (or one) the descriptor walk
 * does, from the values Wire decoded, and the byte-equal re-encoding proves the rest. Not here:
 * {@code Struct}/{@code Value}/{@code ListValue} (Wire's {@code Map}/{@code Object}/{@code List}, in
 * which an unset {@code Value} field and one set to {@code null_value} are both Java null, so the
 * reader cannot tell the two cases the walk tells apart), {@code Any} ({@code AnyMessage}),
 * {@code Empty} and the rest: they stay unsupported, with the reason ({@link WireApi#unsupported}).
 */
final class WireWellKnownTypes {
  private static final ClassName PROTO_ADAPTER = ClassName.get("com.squareup.wire", "ProtoAdapter");
  private static final ClassName BYTE_STRING = ClassName.get("okio", "ByteString");

  /** The Java type and the runtime's adapter constant of each type handled here. */
  private record Wkt(ClassName javaType, String adapter, CodeBlock identity) {}

  private static final Map<String, Wkt> TYPES = Map.ofEntries(
      Map.entry("google.protobuf.Timestamp", new Wkt(ClassName.get("java.time", "Instant"), "INSTANT", null)),
      Map.entry("google.protobuf.Duration", new Wkt(ClassName.get("java.time", "Duration"), "DURATION", null)),
      Map.entry("google.protobuf.DoubleValue", new Wkt(ClassName.get(Double.class), "DOUBLE_VALUE", CodeBlock.of("0.0"))),
      Map.entry("google.protobuf.FloatValue", new Wkt(ClassName.get(Float.class), "FLOAT_VALUE", CodeBlock.of("0.0f"))),
      Map.entry("google.protobuf.Int64Value", new Wkt(ClassName.get(Long.class), "INT64_VALUE", CodeBlock.of("0L"))),
      Map.entry("google.protobuf.UInt64Value", new Wkt(ClassName.get(Long.class), "UINT64_VALUE", CodeBlock.of("0L"))),
      Map.entry("google.protobuf.Int32Value", new Wkt(ClassName.get(Integer.class), "INT32_VALUE", CodeBlock.of("0"))),
      Map.entry("google.protobuf.UInt32Value", new Wkt(ClassName.get(Integer.class), "UINT32_VALUE", CodeBlock.of("0"))),
      Map.entry("google.protobuf.BoolValue", new Wkt(ClassName.get(Boolean.class), "BOOL_VALUE", CodeBlock.of("false"))),
      Map.entry("google.protobuf.StringValue", new Wkt(ClassName.get(String.class), "STRING_VALUE", CodeBlock.of("\"\""))),
      Map.entry("google.protobuf.BytesValue", new Wkt(BYTE_STRING, "BYTES_VALUE", CodeBlock.of("$T.EMPTY", BYTE_STRING))));

  private WireWellKnownTypes() {}

  static boolean handles(MessageDef type) {
    return TYPES.containsKey(type.fullName());
  }

  /** The Java type a field of {@code type} holds in Wire. */
  static ClassName javaType(MessageDef type) {
    return TYPES.get(type.fullName()).javaType();
  }

  /** The runtime's adapter for {@code type}, e.g. {@code ProtoAdapter.INSTANT}. */
  static CodeBlock adapter(MessageDef type) {
    return CodeBlock.of("$T.$L", PROTO_ADAPTER, TYPES.get(type.fullName()).adapter());
  }

  /** Field {@code f} of {@code type} read from Wire's value {@code m}, as the proto has it. */
  static CodeBlock get(MessageDef type, FieldDef f, String m) {
    return switch (type.simpleName()) {
      case "Timestamp" -> f.number() == 1 ? CodeBlock.of("$L.getEpochSecond()", m) : CodeBlock.of("$L.getNano()", m);
      // Same-sign seconds and nanos, as ProtoAdapter.DURATION writes them.
      case "Duration" -> f.number() == 1
          ? CodeBlock.of("($L.getSeconds() < 0 && $L.getNano() != 0 ? $L.getSeconds() + 1 : $L.getSeconds())", m, m, m, m)
          : CodeBlock.of("($L.getSeconds() < 0 && $L.getNano() != 0 ? $L.getNano() - 1_000_000_000 : $L.getNano())", m, m, m, m);
      default -> CodeBlock.of("$L", m);  // a wrapper: the value is the boxed scalar itself
    };
  }

  /** Declares {@code b}, which collects the fields a builder sets: two longs, or the wrapper's value (its identity first). */
  static CodeBlock newBuilder(MessageDef type, String b) {
    Wkt w = TYPES.get(type.fullName());
    return w.identity() == null ? CodeBlock.of("long[] $L = new long[2]", b) : CodeBlock.of("$T $L = $L", w.javaType(), b, w.identity());
  }

  /** Sets field {@code f} in {@code b}. */
  static CodeBlock set(MessageDef type, FieldDef f, String b, CodeBlock value) {
    return TYPES.get(type.fullName()).identity() == null ? CodeBlock.of("$L[$L] = $L", b, f.number() - 1, value)
        : CodeBlock.of("$L = $L", b, value);
  }

  /** The value built from {@code b}, as Wire's adapter would decode the same fields. */
  static CodeBlock build(MessageDef type, String b) {
    return switch (type.simpleName()) {
      case "Timestamp" -> CodeBlock.of("$T.ofEpochSecond($L[0], $L[1])", javaType(type), b, b);
      case "Duration" -> CodeBlock.of("$T.ofSeconds($L[0], $L[1])", javaType(type), b, b);
      default -> CodeBlock.of("$L", b);
    };
  }
}
