package protocross.impl.protobuf;

import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * protobuf-java and protobuf-javalite: their generated APIs are the same, so this one adapter is
 * compiled against each (impls/protobuf-lite adds this source folder to its build). The readers
 * and the type map ({@code Readers}, {@code Codecs}) are generated from the schema's descriptor
 * set at build time (impls/codegen).
 */
public final class ProtobufImplementation implements Implementation {

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, Codecs.ALL, Codecs.UNSUPPORTED, messageType);
  }

  @Override
  public String unsupported(String messageType) {
    return Codecs.UNSUPPORTED.get(messageType);
  }
}
