package protocross.impl.upb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.dataset.Protoc;

/**
 * A schema may number a field 536,870,911 (the highest protobuf allows): the binding indexes its
 * fields without an array that long (issue 26: {@code new Field[max + 1]} ran out of memory).
 */
class SparseFieldNumbersTest {
  @TempDir Path dir;

  @Test
  void theHighestFieldNumberIsLookedUpWithoutADenseArray() throws Exception {
    Files.writeString(dir.resolve("sparse.proto"), """
        syntax = "proto3";
        package sparse;
        message Sparse { int32 low = 1; string mid = 70000; int64 high = 536870911; }
        """);
    Schema schema = Schema.load(Protoc.locate().descriptorSet(dir, List.of("sparse.proto")));
    MessageType type = schema.type("sparse.Sparse");
    assertEquals(536_870_911, type.field(536_870_911).number());
    assertEquals(70_000, type.field(70_000).number());
    assertEquals(1, type.field(1).number());
    assertThrows(IllegalArgumentException.class, () -> type.field(2));
    assertThrows(IllegalArgumentException.class, () -> type.field(536_870_910));
  }
}
