package protocross.datasets;

import java.util.Random;
import java.util.TreeMap;
import protocross.contract.schema.ProtoWriter;

/** media_frame: bytes-heavy; measures bulk copies (and, for upb, crossing the native boundary). */
final class MediaFrameShape implements Shape {
  private static final String[] CODECS = {"h264", "h265", "av1", "vp9", "opus", "aac"};

  @Override
  public String name() {
    return "media_frame";
  }

  @Override
  public String description() {
    return "bytes: a 3-16 KiB body, 2-6 chunks, map<string,bytes>";
  }

  @Override
  public String messageType() {
    return "protocross.schema.MediaFrame";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    long frameId = 1 + r.nextInt(1 << 30);
    String codec = CODECS[r.nextInt(CODECS.length)];
    byte[] body = bytes(r, 3 * 1024 + r.nextInt(13 * 1024 + 1));
    out.int64(1, frameId);
    out.string(2, codec);
    out.bytes(3, body);
    int chunks = 2 + r.nextInt(5);
    for (int i = 0; i < chunks; i++) {
      byte[] chunk = bytes(r, 128 + r.nextInt(385));
      out.bytesAlways(4, chunk);
    }
    TreeMap<String, byte[]> sideData = new TreeMap<>();
    int entries = 1 + r.nextInt(3);
    while (sideData.size() < entries) {
      sideData.put(Text.IDENT.next(r, 3, 10), bytes(r, 16 + r.nextInt(241)));
    }
    for (var e : sideData.entrySet()) {
      ProtoWriter entry = new ProtoWriter();
      entry.stringAlways(1, e.getKey());
      entry.bytesAlways(2, e.getValue());
      out.message(5, entry);
    }
  }

  private static byte[] bytes(Random r, int n) {
    byte[] b = new byte[n];
    r.nextBytes(b);
    return b;
  }
}
