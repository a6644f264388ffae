package protocross.contract.schema;

import java.util.Map;

/**
 * One enum type. {@code values} maps names to numbers in declaration order. A closed enum
 * (declared in a proto2 file, or enum_type CLOSED in an editions file) keeps an unknown number
 * out of its field, as an unknown field; an open one (proto3, editions' default) keeps it as the
 * field's value.
 */
public record EnumDef(FileDef file, String fullName, java.util.List<String> path, Map<String, Integer> values,
    boolean closed) {

  public boolean known(int number) {
    return values.containsValue(number);
  }

  /** The first declared value: the default of a field that declares none. */
  public int firstNumber() {
    return values.values().iterator().next();
  }
}
