package protocross.contract.schema;

/**
 * A proto2 {@code [default = ...]} as the Java value a getter returns for the unset field: what
 * the reference walk feeds for an unset field that declares one, and what a runtime without
 * generated code (upb's binding) passes where upb's generated C accessors pass the declared
 * default as a constant. {@code Integer} for 32-bit kinds and enums (unsigned as their bit
 * pattern), {@code Long} for 64-bit kinds, {@code Float}, {@code Double}, {@code Boolean},
 * {@code String}, {@code byte[]}.
 */
public final class DeclaredDefault {
  private DeclaredDefault() {}

  /** The declared default of {@code f}, or null when it declares none. */
  public static Object of(DescriptorSet set, FieldDef f) {
    String s = f.defaultValue();
    if (s == null) {
      return null;
    }
    return switch (f.kind()) {
      case STRING -> s;
      case BYTES -> DefaultBytes.unescape(s);
      case BOOL -> Boolean.parseBoolean(s);
      case FLOAT -> (float) parseDouble(s);
      case DOUBLE -> parseDouble(s);
      case ENUM -> set.enumType(f.typeName()).values().get(s);
      case UINT64, FIXED64 -> Long.parseUnsignedLong(s);
      case UINT32, FIXED32 -> (int) Long.parseLong(s);
      default -> f.kind().isInt() ? (Object) Integer.parseInt(s) : (Object) Long.parseLong(s);
    };
  }

  private static double parseDouble(String s) {
    return switch (s) {
      case "inf" -> Double.POSITIVE_INFINITY;
      case "-inf" -> Double.NEGATIVE_INFINITY;
      case "nan" -> Double.NaN;
      default -> Double.parseDouble(s);
    };
  }
}
