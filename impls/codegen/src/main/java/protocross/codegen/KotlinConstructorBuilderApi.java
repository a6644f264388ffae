package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Kotlin classes built from Java by their primary constructor (Wire's Kotlin classes, kotlinx's
 * {@code @Serializable} ones): Java sees none of Kotlin's default arguments, so the builder {@code b}
 * is one local per constructor parameter, each starting at the class's default argument (null for
 * a nullable property, Kotlin's {@code emptyList()}/{@code emptyMap()} for repeated and map fields,
 * the runtime's zero otherwise), and a repeated or map field is collected into a list or map first.
 * What differs per runtime: the locals' names, the element types and the zeros.
 */
abstract class KotlinConstructorBuilderApi implements BuilderApi {
  private static final ClassName COLLECTIONS_KT = ClassName.get("kotlin.collections", "CollectionsKt");
  private static final ClassName MAPS_KT = ClassName.get("kotlin.collections", "MapsKt");

  final DescriptorSet set;

  KotlinConstructorBuilderApi(DescriptorSet set) {
    this.set = set;
  }

  /** The local that holds {@code f}'s constructor argument in builder {@code b}. */
  abstract String local(String b, FieldDef f);

  /** The Java type of one element, map key or map value of {@code f} (or of a singular {@code f}), boxed. */
  abstract TypeName boxed(FieldDef f);

  /** The default argument of a singular, non-nullable {@code f} of {@code owner}. */
  abstract CodeBlock zero(MessageDef owner, FieldDef f);

  /** Whether the Kotlin property is nullable: presence, unless proto2 required. */
  static boolean nullable(FieldDef f) {
    return f.hasPresence() && !f.required();
  }

  /** The Java type of {@code f}'s constructor parameter. */
  TypeName localType(FieldDef f) {
    MessageDef entry = set.mapEntry(f);
    if (entry != null) {
      return ParameterizedTypeName.get(ClassName.get(Map.class), boxed(entry.field(1)), boxed(entry.field(2)));
    }
    if (f.repeated()) {
      return ParameterizedTypeName.get(ClassName.get(List.class), boxed(f));
    }
    TypeName boxed = boxed(f);
    return nullable(f) || !boxed.isBoxedPrimitive() ? boxed : boxed.unbox();
  }

  /** The class's default argument for {@code f}, where its local starts. */
  CodeBlock initial(MessageDef owner, FieldDef f) {
    if (set.mapEntry(f) != null) {
      return CodeBlock.of("$T.emptyMap()", MAPS_KT);
    }
    if (f.repeated()) {
      return CodeBlock.of("$T.emptyList()", COLLECTIONS_KT);
    }
    return nullable(f) ? CodeBlock.of("null") : zero(owner, f);
  }

  @Override
  public void repeated(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n,
      Function<String, CodeBlock> element) {
    String list = "list" + f.number();
    String i = "i" + f.number();
    m.addStatement("$T $L = new $T<>($L)", localType(f), list, ArrayList.class, n);
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.add($L)", list, element.apply(i));
    m.endControlFlow();
    m.addStatement("$L = $L", local(b, f), list);
  }

  @Override
  public void map(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> key,
      Function<String, CodeBlock> value) {
    String map = "map" + f.number();
    String i = "i" + f.number();
    m.addStatement("$T $L = new $T<>()", localType(f), map, LinkedHashMap.class);
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.put($L, $L)", map, key.apply(i), value.apply(i));
    m.endControlFlow();
    m.addStatement("$L = $L", local(b, f), map);
  }
}
