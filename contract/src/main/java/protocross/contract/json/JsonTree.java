package protocross.contract.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contract's own strict JSON reader (RFC 8259, no extensions): the reading half of the JSON
 * proofs, so that no runtime's JSON library judges another runtime's text. A value becomes a
 * {@code Map<String, Object>} (members in text order; a repeated name is refused), a
 * {@code List<Object>}, a {@code String}, a {@link Num} (the number's text, kept as written so
 * that formatting differences can be told apart from value differences), a {@code Boolean}, or
 * {@link #NULL}.
 */
public final class JsonTree {
  /** JSON's {@code null}. */
  public static final Object NULL = new Object() {
    @Override
    public String toString() {
      return "null";
    }
  };

  /** A JSON number, as its text. */
  public record Num(String text) {}

  private final String s;
  private int at;

  private JsonTree(String s) {
    this.s = s;
  }

  /** @throws IllegalArgumentException naming the offset of the first thing that is not JSON */
  public static Object parse(String text) {
    JsonTree t = new JsonTree(text);
    t.space();
    Object v = t.value(0);
    t.space();
    if (t.at != text.length()) {
      throw t.error("text after the JSON value");
    }
    return v;
  }

  private Object value(int depth) {
    if (depth > 200) {
      throw error("nesting deeper than 200");
    }
    if (at >= s.length()) {
      throw error("end of text where a value should be");
    }
    char c = s.charAt(at);
    return switch (c) {
      case '{' -> object(depth);
      case '[' -> array(depth);
      case '"' -> string();
      case 't' -> word("true", Boolean.TRUE);
      case 'f' -> word("false", Boolean.FALSE);
      case 'n' -> word("null", NULL);
      default -> {
        if (c == '-' || (c >= '0' && c <= '9')) {
          yield number();
        }
        throw error("unexpected '" + c + "'");
      }
    };
  }

  private Map<String, Object> object(int depth) {
    Map<String, Object> m = new LinkedHashMap<>();
    at++;
    space();
    if (peek() == '}') {
      at++;
      return m;
    }
    while (true) {
      space();
      if (peek() != '"') {
        throw error("a member name should start here");
      }
      String name = string();
      space();
      expect(':');
      space();
      if (m.put(name, value(depth + 1)) != null) {
        throw error("member \"" + name + "\" appears twice");
      }
      space();
      if (peek() == ',') {
        at++;
        continue;
      }
      expect('}');
      return m;
    }
  }

  private List<Object> array(int depth) {
    List<Object> a = new ArrayList<>();
    at++;
    space();
    if (peek() == ']') {
      at++;
      return a;
    }
    while (true) {
      space();
      a.add(value(depth + 1));
      space();
      if (peek() == ',') {
        at++;
        continue;
      }
      expect(']');
      return a;
    }
  }

  private String string() {
    at++;
    StringBuilder b = new StringBuilder();
    while (true) {
      if (at >= s.length()) {
        throw error("unterminated string");
      }
      char c = s.charAt(at++);
      if (c == '"') {
        return b.toString();
      }
      if (c < 0x20) {
        throw error("control character in a string");
      }
      if (c != '\\') {
        b.append(c);
        continue;
      }
      if (at >= s.length()) {
        throw error("unterminated escape");
      }
      char e = s.charAt(at++);
      switch (e) {
        case '"', '\\', '/' -> b.append(e);
        case 'b' -> b.append('\b');
        case 'f' -> b.append('\f');
        case 'n' -> b.append('\n');
        case 'r' -> b.append('\r');
        case 't' -> b.append('\t');
        case 'u' -> {
          if (at + 4 > s.length()) {
            throw error("short \\u escape");
          }
          try {
            b.append((char) Integer.parseInt(s.substring(at, at + 4), 16));
          } catch (NumberFormatException x) {
            throw error("bad \\u escape");
          }
          at += 4;
        }
        default -> throw error("bad escape \\" + e);
      }
    }
  }

  private Num number() {
    int start = at;
    if (peek() == '-') {
      at++;
    }
    if (peek() == '0') {
      at++;
    } else if (digit()) {
      while (digit()) {
        at++;
      }
    } else {
      throw error("a digit should follow");
    }
    if (peek() == '.') {
      at++;
      if (!digit()) {
        throw error("a digit should follow the decimal point");
      }
      while (digit()) {
        at++;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      at++;
      if (peek() == '+' || peek() == '-') {
        at++;
      }
      if (!digit()) {
        throw error("a digit should follow the exponent");
      }
      while (digit()) {
        at++;
      }
    }
    return new Num(s.substring(start, at));
  }

  private Object word(String w, Object v) {
    if (!s.startsWith(w, at)) {
      throw error("unexpected word");
    }
    at += w.length();
    return v;
  }

  private boolean digit() {
    return at < s.length() && s.charAt(at) >= '0' && s.charAt(at) <= '9';
  }

  private char peek() {
    return at < s.length() ? s.charAt(at) : '\0';
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("'" + c + "' expected");
    }
    at++;
  }

  private void space() {
    while (at < s.length() && (s.charAt(at) == ' ' || s.charAt(at) == '\t' || s.charAt(at) == '\n' || s.charAt(at) == '\r')) {
      at++;
    }
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("not JSON at offset " + at + ": " + what);
  }
}
