package protocross.differential;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.Implementation;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Input;
import protocross.differential.Protocol.Kind;

/**
 * The differential driver's view of one implementation, run in its own JVM from that
 * implementation's {@code benchmarks.jar}: decodes each input through the adapter's codec and
 * answers rejected, or accepted with the readAll digest and the re-encoding's hash.
 *
 * <p>{@code java -cp impls/<impl>/target/benchmarks.jar protocross.differential.Worker}; speaks
 * {@link Protocol} on stdin/stdout. The real stdout is kept for the protocol and System.out is
 * pointed at stderr, so nothing a library prints can corrupt a frame.
 */
public final class Worker {
  private Worker() {}

  public static void main(String[] args) throws IOException {
    var out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    var in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    Implementation impl = Implementation.load();
    out.writeInt(Protocol.HELLO);
    out.writeUTF(impl.name());
    out.flush();
    Map<String, Codec<Object>> codecs = new HashMap<>();
    while (true) {
      int n;
      try {
        n = in.readInt();
      } catch (EOFException e) {
        return;
      }
      if (n == 0) {
        return;
      }
      // The whole batch is read before any answer is written, so neither side can block the
      // other on a full pipe.
      List<Input> batch = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        batch.add(Protocol.readInput(in));
      }
      for (Input input : batch) {
        Codec<Object> codec;
        try {
          codec = codecs.computeIfAbsent(input.messageType(), impl::codec);
        } catch (RuntimeException e) {
          Protocol.writeAnswer(out, Answer.failed(Kind.UNSUPPORTED, oneLine(e)));
          out.flush();
          continue;
        }
        Protocol.writeAnswer(out, answer(codec, input.bytes()));
        out.flush();
      }
    }
  }

  static Answer answer(Codec<Object> codec, byte[] bytes) {
    Object message;
    try {
      message = codec.decode(bytes);
    } catch (RuntimeException e) {
      return Answer.failed(Kind.REJECTED, oneLine(e));
    } catch (StackOverflowError | OutOfMemoryError e) {
      return Answer.failed(Kind.ERROR, "decode: " + oneLine(e));
    }
    try {
      Digest digest = new Digest();
      codec.readAll(message, digest);
      return Answer.accepted(digest.value(), codec.encode(message));
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      return Answer.failed(Kind.ERROR, "accepted, then readAll/encode threw: " + oneLine(e));
    } finally {
      codec.release(message);
    }
  }

  /** The innermost cause's class and first message line: adapters wrap their library's exception. */
  static String oneLine(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String msg = root.getMessage() == null ? "" : root.getMessage().lines().findFirst().orElse("");
    return root.getClass().getSimpleName() + (msg.isEmpty() ? "" : ": " + msg);
  }
}
