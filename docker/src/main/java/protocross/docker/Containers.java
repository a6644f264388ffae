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
 * line by line, and copies files out of it afterwards. Every container carries {@link #LABEL} with
 * its checkout's id ({@link Checkout}) as the value, so leftovers of a killed run of this checkout
 * can be found and removed (offline there is no Ryuk to reap them), and those of another checkout
 * on the same daemon are left alone.
 */
final class Containers {
  static final String LABEL = "protocross.docker";

  private final DockerClient client;
  private final String checkout;

  Containers(DockerClient client, String checkout) {
    this.client = client;
    this.checkout = checkout;
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
        // Its anonymous volume (the writable home, Lockdown) goes with it.
        client.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
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
    var create = client.createContainerCmd(image).withCmd(cmd).withUser(user).withLabels(labels(labels))
        .withHostConfig(host);
    if (!env.isEmpty()) {
      create.withEnv(env);
    }
    String id = create.exec().getId();
    return new Run(id);
  }

  /** A container's labels: {@code labels} and this checkout's {@link #LABEL}. */
  Map<String, String> labels(Map<String, String> labels) {
    var all = new java.util.HashMap<>(labels);
    all.put(LABEL, checkout);
    return all;
  }

  /** What finds this checkout's containers, and only this checkout's. */
  Map<String, String> leftoverFilter() {
    return Map.of(LABEL, checkout);
  }

  /** Removes the containers of this checkout that a killed earlier run left behind; returns how many. */
  int removeLeftovers() {
    List<Container> left = client.listContainersCmd().withShowAll(true).withLabelFilter(leftoverFilter()).exec();
    for (Container c : left) {
      try {
        client.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
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
