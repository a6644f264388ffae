package protocross.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The implementations that exist: every module under {@code impls/} whose pom names one
 * ({@code <impl.name>}; the contract and the code generator do not), the baseline (protobuf-java)
 * first since tables compare against it, then in a fixed order.
 */
public final class Impls {
  private Impls() {}

  static final List<String> ORDER = List.of("protobuf-java", "protobuf-lite", "wire", "upb");

  public static List<String> known(Path implsDir) {
    List<String> found = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(implsDir)) {
      dirs.filter(Impls::isImplementation)
          .map(d -> d.getFileName().toString())
          .forEach(found::add);
    } catch (IOException e) {
      throw new RunnerException("cannot list implementations in " + implsDir + ": " + e.getMessage());
    }
    found.sort(Comparator.comparingInt((String n) -> ORDER.indexOf(n) < 0 ? ORDER.size() : ORDER.indexOf(n))
        .thenComparing(Comparator.naturalOrder()));
    return found;
  }

  private static boolean isImplementation(Path dir) {
    Path pom = dir.resolve("pom.xml");
    try {
      return Files.isRegularFile(pom) && Files.readString(pom).contains("<impl.name>");
    } catch (IOException e) {
      throw new RunnerException("cannot read " + pom + ": " + e.getMessage());
    }
  }
}
