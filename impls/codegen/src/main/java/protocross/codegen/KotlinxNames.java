package protocross.codegen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FileDef;
import protocross.contract.schema.MessageDef;

/**
 * The names of the {@code @Serializable} Kotlin classes impls/kotlinx-protobuf generates from the
 * descriptor set (its {@code classgen} module, KotlinPoet) and that the Java readers and builders
 * call ({@link KotlinxApi}, {@link KotlinxBuilderApi}): one place, so the two generators agree.
 * A message is a class in its file's Java package (java_package, else the proto package) nested as
 * in the .proto; a field is a {@code val} named in lowerCamelCase as protoc's Java generator forms
 * it ({@link JavaNames#camel}), {@code _} appended while the name is taken in the class (or its
 * Java getter would be {@code getClass()}); a oneof is a property of a sealed interface nested in
 * the message, {@code <Oneof>OneOf}, with one data class per member ({@code <Member>}, its one
 * property {@code value}). Java reads a property through its getter ({@link #getter}).
 */
public final class KotlinxNames {
  /** The one per-package object that holds the shared empty {@code ByteArray} (why: {@code classgen} README). */
  public static final String DEFAULTS = "KotlinxProtoDefaults";
  public static final String EMPTY_BYTES = "EMPTY_BYTES";

  private final Map<String, Map<String, String>> properties = new HashMap<>();

  /** The Java (and Kotlin) package of a file's classes. */
  public static String packageOf(FileDef file) {
    if (file.javaPackage() != null) {
      return file.javaPackage();
    }
    return file.protoPackage() == null ? "" : file.protoPackage();
  }

  public static List<String> path(MessageDef m) {
    return m.path();
  }

  public static List<String> path(EnumDef e) {
    return e.path();
  }

  /** The sealed interface of oneof {@code index}, nested in its message. */
  public static List<String> oneofPath(MessageDef owner, int index) {
    List<String> p = new ArrayList<>(owner.path());
    p.add(JavaNames.camel(owner.oneofNames().get(index), true) + "OneOf");
    return p;
  }

  /** The data class of one oneof member, nested in its oneof's sealed interface. */
  public static List<String> memberPath(MessageDef owner, FieldDef member) {
    List<String> p = oneofPath(owner, member.oneofIndex());
    p.add(JavaNames.camel(member.name(), true));
    return p;
  }

  /** The property of field {@code f}; for a oneof member, the oneof's property. */
  public String property(MessageDef owner, FieldDef f) {
    return properties.computeIfAbsent(owner.fullName(), k -> allocate(owner))
        .get(f.inRealOneof() ? "oneof:" + f.oneofIndex() : "field:" + f.number());
  }

  /**
   * The Java getter of a Kotlin property (Kotlin's {@code JvmAbi.getterName}): {@code get} and the name
   * capitalised, or the name itself when it starts with {@code is} followed by no lowercase letter.
   */
  public static String getter(String property) {
    if (property.startsWith("is") && property.length() > 2 && !(property.charAt(2) >= 'a' && property.charAt(2) <= 'z')) {
      return property;
    }
    return "get" + Character.toUpperCase(property.charAt(0)) + property.substring(1);
  }

  /** The properties in the order the primary constructor declares them: field-number order, a oneof at its first member. */
  public static List<FieldDef> constructorOrder(MessageDef m) {
    List<FieldDef> out = new ArrayList<>();
    for (FieldDef f : m.fields()) {
      if (!f.inRealOneof() || m.firstMember(f.oneofIndex()) == f) {
        out.add(f);
      }
    }
    return out;
  }

  private static Map<String, String> allocate(MessageDef m) {
    Set<String> taken = new HashSet<>(Set.of("class"));
    Map<String, String> names = new HashMap<>();
    for (FieldDef f : constructorOrder(m)) {
      String key = f.inRealOneof() ? "oneof:" + f.oneofIndex() : "field:" + f.number();
      String name = JavaNames.camel(f.inRealOneof() ? m.oneofNames().get(f.oneofIndex()) : f.name(), false);
      while (!taken.add(name)) {
        name += "_";
      }
      names.put(key, name);
    }
    return names;
  }
}
