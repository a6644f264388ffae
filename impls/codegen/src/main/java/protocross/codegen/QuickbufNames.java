package protocross.codegen;

import java.util.Set;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;

/**
 * The accessor stem protoc-gen-quickbuf gives a field ({@code getX}, {@code hasX}, {@code setX}):
 * as protoc's Java names (the same camel-casing, {@link JavaNames}), but a group is named by its
 * type and a name that would clash with a {@code ProtoMessage} method gets the field number
 * appended (quickbuf 1.3.2, {@code RequestInfo.FieldInfo} and {@code NamingUtil.isCollidingFieldName}).
 */
final class QuickbufNames {
  private QuickbufNames() {}

  /** The names {@code NamingUtil} lists as colliding, in both spellings it checks. */
  private static final Set<String> COLLIDING = Set.of("class", "quick", "missing_fields", "missingFields",
      "unknown_bytes", "unknownBytes", "serialized_size", "serializedSize", "cached_size", "cachedSize", "descriptor");

  static String stem(FieldDef f) {
    String stem = f.kind() == FieldKind.GROUP
        ? f.typeName().substring(f.typeName().lastIndexOf('.') + 1)
        : JavaNames.camel(f.name(), true);
    return COLLIDING.contains(f.name()) ? stem + f.number() : stem;
  }
}
