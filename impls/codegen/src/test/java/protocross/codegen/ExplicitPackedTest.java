package protocross.codegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * On the built-in schema: every field proto3 packs by default now declares it, and nothing else
 * changes (the same fields and the same packing for the contract's own reading of the set).
 */
class ExplicitPackedTest {

  private static byte[] builtin() throws IOException {
    try (InputStream in = DescriptorSet.class.getClassLoader().getResourceAsStream(DescriptorSet.BUILTIN_RESOURCE)) {
      return in.readAllBytes();
    }
  }

  @Test
  void declaresProto3sPackedDefaultAndChangesNothingElse() throws IOException {
    DescriptorSet before = DescriptorSet.parse(builtin());
    DescriptorSet after = DescriptorSet.parse(ExplicitPacked.rewrite(builtin()));
    int declared = 0;
    for (MessageDef m : before.messages()) {
      MessageDef now = after.message(m.fullName());
      assertEquals(m.fields().size(), now.fields().size(), m.fullName());
      for (FieldDef f : m.fields()) {
        FieldDef g = now.field(f.number());
        assertEquals(f.packed(), g.packed(), m.fullName() + "." + f.name());
        assertEquals(f.kind(), g.kind());
        if (f.packed() && f.packedOption() == null) {
          assertEquals(Boolean.TRUE, g.packedOption(), m.fullName() + "." + f.name());
          declared++;
        } else {
          assertEquals(f.packedOption(), g.packedOption(), m.fullName() + "." + f.name());
        }
      }
    }
    assertTrue(declared > 0);
    assertEquals(Boolean.TRUE, after.message("protocross.schema.ColumnBatch").field(2).packedOption(), "column_batch's codes");
  }

  @Test
  void aRewrittenSetHasNothingLeftToDeclare() throws IOException {
    byte[] once = ExplicitPacked.rewrite(builtin());
    assertArrayEquals(once, ExplicitPacked.rewrite(once));
  }
}
