package protocross.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.HostConfig;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

/**
 * Runs one container to completion through Testcontainers' Docker client, streaming its console
 * line by line, and copies files out of it afterwards. Every container carries {@link #LABEL}, so
 * leftovers of a killed run can be found and removed: offline there is no Ryuk to reap them.
 */
final class Containers {
  static final String LABEL = "protocross.docker";

  private final DockerClient client;

  Containers(DockerClient client) {
    this.client = client;
  }

  /** A created, not yet started container; close() removes it whatever state it is in. */
  final class Run implements AutoCloseable {
    final String id;

    private Run(String id) {
      this.id = id;
    }

    /** Starts it, feeds every console line to {@code output}, and returns its exit code. */
    int startAndWait(Consumer<String> output) throws InterruptedException {
      client.startContainerCmd(id).exec();
      LineSplitter lines = new LineSplitter(output);
      try (var logs = client.logContainerCmd(id).withStdOut(true).withStdErr(true).withFollowStream(true)
          .exec(new ResultCallback.Adapter<Frame>() {
            @Override
            public void onNext(Frame frame) {
              lines.accept(frame.getPayload());
            }
          })) {
        int code = client.waitContainerCmd(id).exec(new WaitContainerResultCallback()).awaitStatusCode();
        logs.awaitCompletion();
        lines.flush();
        return code;
      } catch (IOException e) {
        throw new IllegalStateException("closing the log stream of container " + id, e);
      }
    }

    /** Copies one regular file out of the (stopped) container; false if it is not there. */
    boolean copyOut(String containerPath, Path target) throws IOException {
      try (InputStream tar = client.copyArchiveFromContainerCmd(id, containerPath).exec();
           TarArchiveInputStream in = new TarArchiveInputStream(tar)) {
        for (TarArchiveEntry e; (e = in.getNextTarEntry()) != null; ) {
          if (e.isFile()) {
            Files.createDirectories(target.toAbsolutePath().getParent());
            Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp");
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            return true;
          }
        }
        return false;
      } catch (NotFoundException e) {
        return false;
      }
    }

    @Override
    public void close() {
      try {
        client.removeContainerCmd(id).withForce(true).exec();
      } catch (NotFoundException e) {
        // already gone
      }
    }
  }

  Run create(String image, List<String> cmd, String user, HostConfig host, Map<String, String> labels) {
    return create(image, cmd, user, host, List.of(), labels);
  }

  /** @param env {@code NAME=value} entries added to the image's environment */
  Run create(String image, List<String> cmd, String user, HostConfig host, List<String> env, Map<String, String> labels) {
    var all = new java.util.HashMap<>(labels);
    all.put(LABEL, "1");
    var create = client.createContainerCmd(image).withCmd(cmd).withUser(user).withLabels(all).withHostConfig(host);
    if (!env.isEmpty()) {
      create.withEnv(env);
    }
    String id = create.exec().getId();
    return new Run(id);
  }

  /** Removes containers a killed earlier run left behind; returns how many. */
  int removeLeftovers() {
    List<Container> left = client.listContainersCmd().withShowAll(true).withLabelFilter(Map.of(LABEL, "1")).exec();
    for (Container c : left) {
      try {
        client.removeContainerCmd(c.getId()).withForce(true).exec();
      } catch (NotFoundException e) {
        // raced with its own removal
      }
    }
    return left.size();
  }

  /** Docker's log frames are not line-aligned (nor UTF-8-aligned): buffer bytes until a newline. */
  private static final class LineSplitter {
    private final Consumer<String> out;
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();

    LineSplitter(Consumer<String> out) {
      this.out = out;
    }

    synchronized void accept(byte[] chunk) {
      for (byte b : chunk) {
        if (b == '\n') {
          out.accept(pending.toString(StandardCharsets.UTF_8));
          pending.reset();
        } else {
          pending.write(b);
        }
      }
    }

    synchronized void flush() {
      if (pending.size() > 0) {
        out.accept(pending.toString(StandardCharsets.UTF_8));
        pending.reset();
      }
    }
  }
}
