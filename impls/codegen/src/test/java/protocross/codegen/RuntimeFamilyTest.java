package protocross.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import protocross.contract.ProtocrossException;
import protocross.contract.schema.DescriptorSet;

/** The poms' readers.runtime finds its family through the service file, and no other name does. */
class RuntimeFamilyTest {

  @Test
  void eachPomValueFindsItsApis() {
    DescriptorSet set = DescriptorSet.builtin();
    assertTrue(RuntimeFamily.named("protobuf").readers(set) instanceof ProtobufApi);
    assertTrue(RuntimeFamily.named("protobuf").builders(set) instanceof ProtobufBuilderApi);
    assertTrue(RuntimeFamily.named("wire").readers(set) instanceof WireApi);
    assertTrue(RuntimeFamily.named("wire").builders(set) instanceof WireBuilderApi);
    assertTrue(RuntimeFamily.named("wire-kotlin").readers(set) instanceof WireKotlinApi);
    assertTrue(RuntimeFamily.named("wire-kotlin").builders(set) instanceof WireKotlinBuilderApi);
    assertTrue(RuntimeFamily.named("quickbuf").readers(set) instanceof QuickbufApi);
    assertTrue(RuntimeFamily.named("quickbuf").builders(set) instanceof QuickbufBuilderApi);
    assertTrue(RuntimeFamily.named("kotlinx").readers(set) instanceof KotlinxApi);
    assertTrue(RuntimeFamily.named("kotlinx").builders(set) instanceof KotlinxBuilderApi);
  }

  @Test
  void anUnknownRuntimeIsOneLine() {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> RuntimeFamily.named("upb"));
    assertEquals("unknown runtime 'upb': expected protobuf or wire or wire-kotlin or quickbuf or kotlinx", e.getMessage());
  }
}
