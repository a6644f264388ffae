package protocross.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;

/** Wire's Kotlin property names and their Java getters, against what wire-compiler 6.4.7 wrote for the fixtures. */
class KotlinNamesTest {
  private final DescriptorSet set = DescriptorSet.builtin();
  private final KotlinNames names = new KotlinNames(set);

  @Test
  void aKeywordGetsAnUnderscoreAndTheGetterCapitalises() {
    MessageDef node = set.message("protocross.fixture3.Node3");
    // Node3.kt: `public val inner_: Inner?` (declaredName = "inner"), `public val p_string: String?`.
    assertEquals("inner_", names.property(node, node.field(4)));
    assertEquals("getInner_", names.getter(node, node.field(4)));
    assertEquals("getP_string", names.getter(node, node.field(5)));
  }

  @Test
  void theEnumDefaultIsItsZeroConstant() {
    assertEquals("COLOR3_UNSPECIFIED", KotlinNames.enumDefault(set.enumType("protocross.fixture3.Color3")));
  }
}
