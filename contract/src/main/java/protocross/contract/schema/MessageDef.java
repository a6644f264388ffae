package protocross.contract.schema;

import java.util.List;

/**
 * One message type of a descriptor set. {@code path} is its name and its enclosing messages'
 * names from the top level ({@code [Outer, Inner]}); {@code fields} are in field-number order,
 * the order the digest reads them; {@code mapEntry} marks the synthetic entry type of a map;
 * {@code declared} are the field numbers in the order the {@code .proto} declares the fields
 * (a runtime may encode in that order: {@link protocross.contract.proof.EncodeOrder}).
 */
public record MessageDef(FileDef file, String fullName, List<String> path, List<FieldDef> fields,
    List<String> oneofNames, boolean mapEntry, List<Integer> declared) {

  public String simpleName() {
    return path.get(path.size() - 1);
  }

  public FieldDef field(int number) {
    for (FieldDef f : fields) {
      if (f.number() == number) {
        return f;
      }
    }
    return null;
  }

  /** The lowest-numbered member of the oneof at {@code index}: where the digest reads the oneof. */
  public FieldDef firstMember(int index) {
    for (FieldDef f : fields) {
      if (f.oneofIndex() == index) {
        return f;
      }
    }
    throw new IllegalStateException(fullName + " has no member in oneof " + index);
  }

  public List<FieldDef> members(int index) {
    return fields.stream().filter(f -> f.oneofIndex() == index).toList();
  }
}
