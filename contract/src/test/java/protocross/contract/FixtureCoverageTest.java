package protocross.contract;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The coverage fixture has what its comment promises: every field kind in every role. */
class FixtureCoverageTest {
  private final DescriptorSet schema = DescriptorSet.builtin();

  @Test
  void everyKindInEveryRole() {
    Set<FieldKind> implicit = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> presence = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> packed = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> unpacked = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> mapKeys = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> mapValues = EnumSet.noneOf(FieldKind.class);
    Set<FieldKind> oneofMembers = EnumSet.noneOf(FieldKind.class);
    boolean openEnum = false;
    boolean closedEnum = false;
    boolean recursive = false;
    boolean nested = false;
    boolean declaredDefault = false;
    boolean required = false;
    for (MessageDef m : schema.messages()) {
      if (!m.fullName().startsWith("protocross.fixture") || m.mapEntry()) {
        continue;
      }
      nested |= m.path().size() > 1;
      for (FieldDef f : m.fields()) {
        MessageDef entry = schema.mapEntry(f);
        if (entry != null) {
          mapKeys.add(entry.field(1).kind());
          mapValues.add(entry.field(2).kind());
        } else if (f.repeated()) {
          (f.packed() ? packed : unpacked).add(f.kind());
        } else if (f.inRealOneof()) {
          oneofMembers.add(f.kind());
        } else {
          (f.hasPresence() ? presence : implicit).add(f.kind());
        }
        if (f.kind() == FieldKind.ENUM) {
          openEnum |= !schema.enumType(f.typeName()).closed();
          closedEnum |= schema.enumType(f.typeName()).closed();
        }
        recursive |= f.kind() == FieldKind.MESSAGE && f.typeName().equals(m.fullName());
        declaredDefault |= f.defaultValue() != null;
        required |= f.required();
      }
    }
    Set<FieldKind> scalars = EnumSet.complementOf(EnumSet.of(FieldKind.GROUP, FieldKind.MESSAGE));
    assertEquals(scalars, implicit, "implicit-presence scalars");
    assertTrue(presence.containsAll(scalars) && presence.contains(FieldKind.MESSAGE), "fields with presence: " + presence);
    Set<FieldKind> packable = EnumSet.copyOf(scalars.stream().filter(FieldKind::packable).toList());
    assertEquals(packable, packed, "packed repeated");
    assertTrue(unpacked.containsAll(Set.of(FieldKind.INT32, FieldKind.DOUBLE, FieldKind.SINT64, FieldKind.ENUM,
        FieldKind.STRING, FieldKind.BYTES, FieldKind.MESSAGE)), "unpacked repeated: " + unpacked);
    Set<FieldKind> legalKeys = EnumSet.copyOf(scalars);
    legalKeys.removeAll(Set.of(FieldKind.FLOAT, FieldKind.DOUBLE, FieldKind.BYTES, FieldKind.ENUM));
    assertEquals(legalKeys, mapKeys, "map key kinds");
    assertTrue(mapValues.containsAll(Set.of(FieldKind.MESSAGE, FieldKind.ENUM, FieldKind.BYTES, FieldKind.FLOAT)), "map values");
    assertTrue(oneofMembers.containsAll(Set.of(FieldKind.MESSAGE, FieldKind.ENUM, FieldKind.STRING, FieldKind.BYTES)), "oneof members");
    assertTrue(openEnum && closedEnum && recursive && nested && declaredDefault && required);
  }
}
