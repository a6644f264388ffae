package protocross.docker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * This checkout's name on a Docker daemon that several checkouts may share: the first 12 hex
 * digits of the sha256 of its top level's real path. Its containers carry it as the value of
 * {@link Containers#LABEL} and its images in their tag and {@link #LABEL}, so one checkout's
 * cleanup never removes another's containers, and one checkout's build never retags the image
 * another is running. docker/clean.sh computes the same ({@code pwd -P | sha256sum}).
 */
final class Checkout {
  /** The image label naming the checkout that built it. */
  static final String LABEL = "protocross.checkout";

  private Checkout() {}

  static String id(Path repo) {
    Path top;
    try {
      top = repo.toRealPath();
    } catch (IOException e) {
      top = repo.toAbsolutePath().normalize();
    }
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(top.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash).substring(0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
