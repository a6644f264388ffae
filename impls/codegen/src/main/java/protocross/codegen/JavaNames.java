package protocross.codegen;

import java.util.Locale;

/** Names as protoc's Java generator forms them from proto names (java/names.cc). */
final class JavaNames {
  private JavaNames() {}

  /** {@code f_int32} → {@code FInt32}: a letter after an underscore or a digit is capitalised. */
  static String camel(String protoName, boolean capitalizeFirst) {
    StringBuilder out = new StringBuilder();
    boolean capNext = capitalizeFirst;
    for (int i = 0; i < protoName.length(); i++) {
      char c = protoName.charAt(i);
      if (c >= 'a' && c <= 'z') {
        out.append(capNext ? Character.toUpperCase(c) : c);
        capNext = false;
      } else if (c >= 'A' && c <= 'Z') {
        out.append(i == 0 && !capitalizeFirst ? Character.toLowerCase(c) : c);
        capNext = false;
      } else if (c >= '0' && c <= '9') {
        out.append(c);
        capNext = true;
      } else {
        capNext = true;
      }
    }
    return out.toString();
  }

  static String constant(String protoName) {
    return protoName.toUpperCase(Locale.ROOT);
  }

  /** {@code fixtures/kitchen_sink3.proto} → {@code KitchenSink3}: protoc's default outer class. */
  static String fileClass(String fileName) {
    String base = fileName.substring(fileName.lastIndexOf('/') + 1).replaceFirst("\\.proto$", "");
    return camel(base, true);
  }
}
