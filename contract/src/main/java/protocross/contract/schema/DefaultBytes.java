package protocross.contract.schema;

import java.io.ByteArrayOutputStream;

/**
 * A {@code bytes} field's {@code [default = ...]} as descriptor.proto stores it: C-escaped text
 * ({@code \n}, {@code \\}, {@code \"}, {@code \'}, octal {@code \ooo}, hex {@code \xHH}).
 */
final class DefaultBytes {
  private DefaultBytes() {}

  static byte[] unescape(String s) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        out.write(c);
        continue;
      }
      char e = s.charAt(++i);
      switch (e) {
        case 'n' -> out.write('\n');
        case 'r' -> out.write('\r');
        case 't' -> out.write('\t');
        case 'a' -> out.write(7);
        case 'b' -> out.write('\b');
        case 'f' -> out.write('\f');
        case 'v' -> out.write(11);
        case 'x' -> {
          int end = i + 1;
          while (end < s.length() && end < i + 3 && Character.digit(s.charAt(end), 16) >= 0) {
            end++;
          }
          out.write(Integer.parseInt(s.substring(i + 1, end), 16));
          i = end - 1;
        }
        default -> {
          if (e >= '0' && e <= '7') {
            int end = i;
            while (end < s.length() && end < i + 3 && s.charAt(end) >= '0' && s.charAt(end) <= '7') {
              end++;
            }
            out.write(Integer.parseInt(s.substring(i, end), 8));
            i = end - 1;
          } else {
            out.write(e);
          }
        }
      }
    }
    return out.toByteArray();
  }
}
