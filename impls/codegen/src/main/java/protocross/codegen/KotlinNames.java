package protocross.codegen;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Names as wire-compiler's Kotlin generator forms them ({@code --kotlin_out}, wire-kotlin-generator
 * 6.4.x {@code KotlinGenerator.nameAllocator}) and as Java sees them. Wire allocates a message's
 * property names in declaration order with KotlinPoet's {@code NameAllocator}, which holds Kotlin's
 * keywords and Wire's own member names from the start, so a field named like one gets {@code _}
 * appended until it is free ({@code inner} → {@code inner_}); a field named as its own type, or as
 * a type of its package, gets {@code <package>_<name>} (wire-schema's {@code legacyQualifiedFieldName}).
 * A Kotlin property without {@code @JvmField} (Wire's default, no {@code javaInterop}) is a private
 * field and a getter: {@code get} + the name capitalised, or the name itself when it starts with
 * {@code is} followed by no lowercase letter (Kotlin's {@code JvmAbi.getterName}). A name these rules
 * get wrong fails the module's javac with "cannot find symbol", never reads another field.
 */
final class KotlinNames {
  /** KotlinPoet's {@code KEYWORDS} (read from the class in wire-compiler 6.4.7's jar). */
  static final Set<String> KEYWORDS = Set.of("abstract", "actual", "annotation", "as", "break", "by", "catch", "class",
      "companion", "const", "constructor", "continue", "crossinline", "data", "delegate", "do", "dynamic", "else", "enum",
      "expect", "external", "false", "field", "file", "final", "finally", "for", "fun", "get", "header", "if", "impl",
      "import", "in", "infix", "init", "inline", "inner", "interface", "internal", "is", "lateinit", "noinline", "null",
      "object", "open", "operator", "out", "override", "package", "param", "private", "property", "protected", "public",
      "receiver", "reified", "return", "sealed", "set", "setparam", "super", "suspend", "tailrec", "this", "throw", "true",
      "try", "typealias", "typeof", "val", "value", "var", "vararg", "when", "where", "while", "yield");

  /** The names a message's allocator holds before its fields (unknownFields, ADAPTER, ...). */
  private static final List<String> MESSAGE_MEMBERS = List.of("unknownFields", "ADAPTER", "adapter", "reader", "Builder",
      "builder", "MESSAGE_OPTIONS");

  private final DescriptorSet set;
  private final Map<String, Map<Integer, String>> properties = new HashMap<>();

  KotlinNames(DescriptorSet set) {
    this.set = set;
  }

  /** The Kotlin property name of {@code f} in {@code owner}. */
  String property(MessageDef owner, FieldDef f) {
    return properties.computeIfAbsent(owner.fullName(), k -> allocate(owner)).get(f.number());
  }

  /** The Java getter of {@code f}'s property. */
  String getter(MessageDef owner, FieldDef f) {
    String p = property(owner, f);
    if (p.startsWith("is") && p.length() > 2 && !(p.charAt(2) >= 'a' && p.charAt(2) <= 'z')) {
      return p;
    }
    char c = p.charAt(0);
    return "get" + (c >= 'a' && c <= 'z' ? (char) (c - 32) + p.substring(1) : p);
  }

  /** The enum constant of number 0 (proto3's default), or the first one declared, as Kotlin names it. */
  static String enumDefault(EnumDef e) {
    String name = null;
    for (var c : e.values().entrySet()) {
      if (name == null || c.getValue() == 0) {
        name = c.getKey();
        if (c.getValue() == 0) {
          break;
        }
      }
    }
    // `name` and `ordinal` are members of every Kotlin enum: Wire escapes them by hand.
    return name.equals("name") || name.equals("ordinal") || KEYWORDS.contains(name) ? name + "_" : name;
  }

  private Map<Integer, String> allocate(MessageDef m) {
    Set<String> taken = new HashSet<>(KEYWORDS);
    taken.addAll(MESSAGE_MEMBERS);
    Map<Integer, String> names = new HashMap<>();
    String pkg = m.file().protoPackage() == null ? "" : m.file().protoPackage();
    for (int number : m.declared()) {
      FieldDef f = m.field(number);
      String suggestion = f.name();
      if (f.typeName() != null) {
        String simple = f.typeName().substring(f.typeName().lastIndexOf('.') + 1);
        String qualified = pkg.isEmpty() ? f.name() : pkg + "." + f.name();
        if (f.name().equals(simple) || set.hasMessage(qualified) || hasEnum(qualified)) {
          suggestion = qualified;
        }
      }
      String name = javaIdentifier(suggestion);
      while (!taken.add(name)) {
        name += "_";
      }
      names.put(number, name);
    }
    return names;
  }

  private boolean hasEnum(String fullName) {
    return set.enums().stream().anyMatch(e -> e.fullName().equals(fullName));
  }

  /** KotlinPoet's {@code toJavaIdentifier}: every character that may not stand in an identifier becomes {@code _}. */
  private static String javaIdentifier(String s) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean ok = i == 0 ? Character.isJavaIdentifierStart(c) : Character.isJavaIdentifierPart(c);
      if (i == 0 && !ok && Character.isJavaIdentifierPart(c)) {
        out.append('_');
      }
      out.append(ok || Character.isJavaIdentifierPart(c) ? c : '_');
    }
    return out.toString();
  }
}
