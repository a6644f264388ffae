package protocross.runner;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** One JSON mapper, and writes that never leave a half-written file behind. */
public final class JsonFiles {
  private JsonFiles() {}

  public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** Writes to a temporary sibling, then renames: a reader sees the old file or the new one. */
  public static void writeAtomically(Path file, Object value) throws IOException {
    writeTextAtomically(file, MAPPER.writeValueAsString(value) + "\n");
  }

  /**
   * Writes text to a temporary sibling, then renames: a reader sees the old file or the new one,
   * and a full disk leaves neither a half file nor the temporary one.
   */
  public static void writeTextAtomically(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
    try {
      Files.writeString(tmp, text);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      Files.deleteIfExists(tmp);
      throw e;
    }
  }

  /**
   * One line saying why a JSON file could not be read, without Jackson's "[Source: REDACTED
   * (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); " noise: where, then what.
   */
  public static String reason(IOException e) {
    if (e instanceof JsonProcessingException j) {
      String what = j.getOriginalMessage() == null ? "" : j.getOriginalMessage().lines().findFirst().orElse("");
      what = what.replaceAll("\\[Source: [^;\\]]*; ", "[").strip();
      return j.getLocation() == null ? what
          : "line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr() + ": " + what;
    }
    return String.valueOf(e.getMessage()).lines().findFirst().orElse("");
  }
}
