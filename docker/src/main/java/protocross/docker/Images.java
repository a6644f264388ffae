package protocross.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.BuildImageResultCallback;
import com.github.dockerjava.api.model.BuildResponseItem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import protocross.contract.Catalog;
import protocross.jars.RunnerException;
import protocross.jars.VariantBuild;

/**
 * Builds one image per (implementation, JDK) ({@link ImageKey}), on that JDK's base
 * ({@link BaseImages}): docker/Dockerfile.java for a pure-Java one, and for an
 * implementation that declares a native library (a native reference loop in its pom, the contract's
 * {@link Catalog.NativeReference}: today upb) its own recipe docker/Dockerfile.&lt;impl&gt;, which
 * compiles the library in a builder stage. Each build context is a fresh folder holding only what
 * the image needs (the Dockerfile, the host-built benchmarks.jar, and for a native library the
 * module's {@code native/} sources and the pinned source archive its build verified), so nothing
 * else of the checkout is sent to the daemon.
 */
final class Images {
  /** The label that names an image's JDK (its base's feature number). */
  static final String JDK_LABEL = "protocross.jdk";

  private final DockerClient client;
  private final Path repo;
  private final Path contexts;
  private final BaseImages bases;
  private final String builderImage;
  private final String checkout;

  Images(DockerClient client, Path repo, Path contexts, BaseImages bases, String builderImage) {
    this.client = client;
    this.repo = repo;
    this.contexts = contexts;
    this.bases = bases;
    this.builderImage = builderImage;
    this.checkout = Checkout.id(repo);
  }

  /** {@link ImageKey#tag}: another checkout's build on the same daemon never retags this one's. */
  String tag(ImageKey key) {
    return key.tag(checkout);
  }

  /** Checks, before any image is built, that the base of {@code key} is there (or pulled): one line if not. */
  void requireBase(ImageKey key, String column) throws InterruptedException {
    bases.require(client, key, column);
  }

  /** Builds the image of {@code key} (its implementation on its JDK's base) and returns its id (sha256:...). */
  String build(ImageKey key) throws IOException {
    String impl = key.impl();
    String baseImage = bases.of(key.jdk());
    Path jar = VariantBuild.inImpls(repo.resolve("impls"), impl);
    if (!Files.isRegularFile(jar)) {
      throw new RunnerException(jar + " is missing; build the implementations first (mvn -Pdocker verify does)");
    }
    Path ctx = contexts.resolve(key.name());
    deleteTree(ctx);
    Files.createDirectories(ctx);
    Files.copy(jar, ctx.resolve("benchmarks.jar"));
    Map<String, String> args = new LinkedHashMap<>();
    args.put("BASE_IMAGE", baseImage);
    String dockerfile;
    Catalog.Entry entry = Catalog.read(repo.resolve("impls")).entries().stream()
        .filter(e -> e.name().equals(impl)).findFirst().orElse(null);
    if (entry != null && entry.nativeReference() != null) {
      dockerfile = "Dockerfile." + impl;
      addNativeInputs(entry, ctx, args);
      args.put("CHECKOUT", checkout); // labels the builder stage, which the build's labels do not reach
    } else {
      dockerfile = "Dockerfile.java";
      args.put("IMPL", impl);
    }
    Files.copy(repo.resolve("docker").resolve(dockerfile), ctx.resolve("Dockerfile"));

    var cmd = client.buildImageCmd(ctx.toFile())
        .withDockerfile(ctx.resolve("Dockerfile").toFile())
        .withTags(Set.of(tag(key)))
        .withLabels(Map.of(Checkout.LABEL, checkout, JDK_LABEL, String.valueOf(key.jdk())))
        // No forced pull: a local base image (offline mode) is used as it is; a missing one is pulled.
        .withPull(false)
        .withRemove(true);
    args.forEach(cmd::withBuildArg);
    // The build's own output (gcc's, for upb) goes to a file beside the context, for when it fails.
    Path log = contexts.resolve(key.name() + ".build.log");
    try (var out = Files.newBufferedWriter(log)) {
      cmd.exec(new BuildImageResultCallback() {
        @Override
        public void onNext(BuildResponseItem item) {
          try {
            if (item.getStream() != null) {
              out.write(item.getStream());
            }
          } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
          super.onNext(item);
        }
      }).awaitImageId();
      // The classic builder reports a short id; the full one is what provenance records.
      return client.inspectImageCmd(tag(key)).exec().getId();
    } catch (RuntimeException e) {
      throw new RunnerException("building the " + key.name() + " image from docker/" + dockerfile + " failed: "
          + String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString())
          + " (base image " + baseImage + "; without a registry use -Dprotocross.docker.offline after"
          + " docker/offline-base.sh; build output: " + log + ")");
    }
  }

  /**
   * The builder stage compiles the native library from the very source archive the host build
   * verified, with the sha256 the module pins (as its build recorded it, in
   * {@code <impl>-build.properties} beside the declared native loop, e.g. impls/upb/target/upb/:
   * see build-libupb.sh), which the module's build script checks again inside.
   */
  private void addNativeInputs(Catalog.Entry entry, Path ctx, Map<String, String> args) throws IOException {
    Path out = entry.nativeReference().tool().getParent();
    Path recorded = out.resolve(entry.name() + "-build.properties");
    Properties p = new Properties();
    try (InputStream in = Files.newInputStream(recorded)) {
      p.load(in);
    } catch (IOException e) {
      throw new RunnerException(recorded + " is missing; build impls/" + entry.module().getFileName() + " first");
    }
    String version = p.getProperty("version");
    String sdist = p.getProperty("sdist");
    Files.copy(out.resolve("cache").resolve(sdist), ctx.resolve(sdist));
    Path native_ = ctx.resolve("native");
    Files.createDirectories(native_);
    try (Stream<Path> files = Files.list(entry.module().resolve("native"))) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        Files.copy(f, native_.resolve(f.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
    args.put("BUILDER_IMAGE", builderImage);
    args.put("LIBRARY_VERSION", version);
    args.put("LIBRARY_SHA256", p.getProperty("sha256"));
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
