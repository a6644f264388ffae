package protocross.aggregate.read;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pass layout (runs without run.json "layout"): {@code pass-<k>/<impl>.json} holds fork k of
 * every cell of one implementation, and {@code pass-<k>/<impl>.log} its console output.
 */
final class PassLayout {
  private static final Pattern PASS_DIR = Pattern.compile("pass-(\\d+)");
  private static final Pattern PART_FILE = Pattern.compile("(.+?)\\.(meta\\.json|json|failed)");

  private PassLayout() {}

  static List<RecordedRun.JvmOutput> read(Path dir, int passes, List<String> columns, Set<String> ops) {
    checkNoStrays(dir, passes, columns);
    List<RecordedRun.JvmOutput> parts = new ArrayList<>();
    for (int k = 1; k <= passes; k++) {
      for (String column : columns) {
        String base = "pass-" + k + "/" + column;
        parts.add(RunDir.readPart(dir, base, dir.resolve(base + ".log"), base, k, column, null, null, ops));
      }
    }
    return parts;
  }

  /** Result files that belong to no (pass, column) of run.json mean results were mixed in from elsewhere. */
  private static void checkNoStrays(Path dir, int passes, List<String> columns) {
    for (String name : RunDir.list(dir)) {
      Matcher m = PASS_DIR.matcher(name);
      if (!m.matches()) {
        continue;
      }
      int k = Integer.parseInt(m.group(1));
      if (k < 1 || k > passes) {
        throw new AggregateException(name + "/: run.json has only " + passes + " passes");
      }
      for (String file : RunDir.list(dir.resolve(name))) {
        Matcher f = PART_FILE.matcher(file);
        // Logs and other side files are the runner's business; only result files are checked.
        if (f.matches() && !columns.contains(f.group(1))) {
          throw new AggregateException(name + "/" + file + ": implementation '" + f.group(1) + "' is not in run.json impls");
        }
      }
    }
  }
}
