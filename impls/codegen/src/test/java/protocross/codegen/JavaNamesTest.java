package protocross.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** protoc's Java naming, which the generated protobuf readers call by name. */
class JavaNamesTest {

  @Test
  void accessorNamesFollowProtoc() {
    assertEquals("RequestId", JavaNames.camel("request_id", true));
    assertEquals("FInt32", JavaNames.camel("f_int32", true));
    assertEquals("A1B", JavaNames.camel("a1b", true));
    assertEquals("FooBar", JavaNames.camel("fooBar", true));
    assertEquals("value", JavaNames.camel("value", false));
  }

  @Test
  void outerClassComesFromTheFileName() {
    assertEquals("KitchenSink3", JavaNames.fileClass("fixtures/kitchen_sink3.proto"));
    assertEquals("Protocross", JavaNames.fileClass("protocross.proto"));
  }
}
