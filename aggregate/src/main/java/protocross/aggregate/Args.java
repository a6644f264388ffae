package protocross.aggregate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.read.AggregateException;

/**
 * The command line of every mode but {@code --history} (which parses its own), as given: run folders,
 * {@code --out}, {@code --publish}, {@code --hosts}, {@code --wide-cells <target>}, {@code -h}. Which
 * mode they make is {@link Main}'s to decide.
 */
record Args(List<Path> runDirs, Path out, boolean publish, boolean hosts, Double wide, boolean help) {
  static Args parse(List<String> list) {
    List<Path> runDirs = new ArrayList<>();
    Path out = null;
    boolean publish = false;
    boolean hosts = false;
    Double wide = null;
    for (int i = 0; i < list.size(); i++) {
      String a = list.get(i);
      if (a.equals("-h") || a.equals("--help")) {
        return new Args(runDirs, out, publish, hosts, wide, true);
      } else if (a.equals("--wide-cells") && i + 1 < list.size()) {
        wide = WideCellsCommand.target(list.get(++i));
      } else if (a.equals("--out") && i + 1 < list.size()) {
        out = Path.of(list.get(++i));
      } else if (a.equals("--publish")) {
        publish = true;
      } else if (a.equals("--hosts")) {
        hosts = true;
      } else if (!a.startsWith("-")) {
        runDirs.add(Path.of(a));
      } else {
        throw new AggregateException("unexpected argument '" + a + "'; " + Main.USAGE);
      }
    }
    return new Args(runDirs, out, publish, hosts, wide, false);
  }
}
