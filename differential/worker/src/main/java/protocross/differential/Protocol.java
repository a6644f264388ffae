package protocross.differential;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * The framing between the differential driver and a {@link Worker}, written once for both sides.
 *
 * <p>A batch is {@code int n} then n inputs ({@code UTF messageType, int length, bytes}); n = 0
 * ends the worker. The worker answers each input as soon as it is done and flushes, so when a
 * native crash kills it the driver knows exactly which input did it: the first one unanswered.
 * On start the worker writes {@link #HELLO} and its implementation's name, so a jar that cannot
 * run a worker fails once, by name, instead of looking like a crash on every input.
 */
public final class Protocol {
  private Protocol() {}

  public static final int HELLO = 0x50434446;  // "PCDF"

  /**
   * What one implementation did with one input. UNSUPPORTED: it has no codec for the input's message
   * type (a type its build leaves out, e.g. upb's built-in descriptor set lacks the coverage
   * fixtures), so it has no answer to compare.
   */
  public enum Kind { ACCEPTED, REJECTED, ERROR, CRASH, HANG, UNSUPPORTED }

  /**
   * One answer. ACCEPTED carries the readAll digest and the re-encoding's length and hash;
   * the others carry a one-line message (REJECTED: the decoder's exception; ERROR: anything else
   * that threw, e.g. a StackOverflowError, or readAll/encode failing after a successful decode).
   */
  public record Answer(Kind kind, long digest, int encodedLength, long encodedHash, String message) {
    public static Answer accepted(long digest, byte[] encoded) {
      return new Answer(Kind.ACCEPTED, digest, encoded.length, hash(encoded), "");
    }

    public static Answer failed(Kind kind, String message) {
      return new Answer(kind, 0, 0, 0, message.length() > 300 ? message.substring(0, 300) + "..." : message);
    }

    /** Equal for equal behaviour: the message text of a rejection is not compared. */
    public String behaviour() {
      return kind == Kind.ACCEPTED
          ? "accepted digest=%016x encoded=%d/%016x".formatted(digest, encodedLength, encodedHash)
          : kind.name().toLowerCase();
    }
  }

  public record Input(String messageType, byte[] bytes) {}

  /** 64 bits from two independent 32-bit hashes: enough to tell re-encodings apart. */
  public static long hash(byte[] b) {
    CRC32C crc = new CRC32C();
    crc.update(b);
    return ((long) Arrays.hashCode(b) << 32) | crc.getValue();
  }

  public static void writeInput(DataOutputStream out, Input in) throws IOException {
    out.writeUTF(in.messageType());
    out.writeInt(in.bytes().length);
    out.write(in.bytes());
  }

  public static Input readInput(DataInputStream in) throws IOException {
    String type = in.readUTF();
    byte[] bytes = new byte[in.readInt()];
    in.readFully(bytes);
    return new Input(type, bytes);
  }

  public static void writeAnswer(DataOutputStream out, Answer a) throws IOException {
    out.writeByte(a.kind().ordinal());
    if (a.kind() == Kind.ACCEPTED) {
      out.writeLong(a.digest());
      out.writeInt(a.encodedLength());
      out.writeLong(a.encodedHash());
    } else {
      out.writeUTF(a.message());
    }
  }

  public static Answer readAnswer(DataInputStream in) throws IOException {
    Kind kind = Kind.values()[in.readUnsignedByte()];
    return kind == Kind.ACCEPTED
        ? new Answer(kind, in.readLong(), in.readInt(), in.readLong(), "")
        : new Answer(kind, 0, 0, 0, in.readUTF());
  }
}
