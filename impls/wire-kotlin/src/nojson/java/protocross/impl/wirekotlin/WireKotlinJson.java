package protocross.impl.wirekotlin;

import com.squareup.wire.ProtoAdapter;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;

/**
 * {@link WireKotlinCodec}'s JSON in a build without wire-moshi-adapter ({@code -Dwire.nojson}): a variant at
 * a Wire release whose wire-moshi-adapter the registry does not serve (4.9.11 is one; the runner's
 * variant build retries without it, pom property {@code impl.optional}). Both JSON ops say so and are
 * never timed; decode and encode do not touch JSON and run as in any build. The real one is
 * {@code src/json/java}.
 */
final class WireKotlinJson<M> {
  static final String WHY = "this Wire build has no JSON support: wire-moshi-adapter is not served at its release"
      + " (built with -Dwire.nojson)";

  WireKotlinJson(ProtoAdapter<M> protoAdapter) {}

  String print(M message) {
    throw new UnsupportedOpException(Op.json_encode, WHY);
  }

  M parse(String text) {
    throw new UnsupportedOpException(Op.json_decode, WHY);
  }
}
