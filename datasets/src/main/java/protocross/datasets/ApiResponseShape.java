package protocross.datasets;

import java.util.Random;
import protocross.contract.schema.ProtoWriter;

/** api_response: flat and scalar-heavy; measures per-field overhead on small messages (40–250 B). */
final class ApiResponseShape implements Shape {
  private static final int[] STATUSES = {200, 201, 204, 301, 400, 404, 409, 429, 500, 503};

  @Override
  public String name() {
    return "api_response";
  }

  @Override
  public String description() {
    return "per-field overhead on small flat messages: varints, a double, two optional fields, 0-5 short strings";
  }

  @Override
  public String messageType() {
    return "protocross.schema.ApiResponse";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    long requestId = 1 + (r.nextLong() >>> (1 + r.nextInt(40)));
    int status = STATUSES[r.nextInt(STATUSES.length)];
    String message = Text.ASCII.sentence(r, 12, 60);
    double latencyMs = 0.05 + r.nextDouble() * 900;
    boolean cached = r.nextBoolean();
    boolean hasRetry = r.nextInt(4) == 0;
    long retryAfterMs = r.nextInt(60_000);
    boolean hasEtag = r.nextBoolean();
    String etag = Text.HEX.next(r, 16, 32);
    int tags = r.nextInt(6);

    out.int64(1, requestId);
    out.int32(2, status);
    out.string(3, message);
    out.float64(4, latencyMs);
    out.bool(5, cached);
    if (hasRetry) {
      out.int64Always(6, retryAfterMs);
    }
    if (hasEtag) {
      out.stringAlways(7, etag);
    }
    for (int i = 0; i < tags; i++) {
      String tag = Text.IDENT.next(r, 3, 12);
      out.stringAlways(8, tag);
    }
  }
}
