package protocross.differential.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import protocross.contract.DatasetFile;
import protocross.contract.Datasets;
import protocross.contract.Manifest;
import protocross.contract.ProtocrossException;
import protocross.differential.Protocol.Input;

public final class Main {
  public static void main(String[] args) throws Exception {
    long n = Long.parseLong(args[0]);
    Manifest manifest = Datasets.manifest();
    Path root = manifest.dir().toAbsolutePath().getParent();
    Schema schema = Schema.read(manifest.dir().resolve("protocross.proto"));
    List<DatasetFile> ds = new ArrayList<>();
    for (String name : manifest.names()) ds.add(Datasets.load(manifest, name));
    Inputs inputs = new Inputs(1, schema, ds);
    Map<String, Integer> counts = new TreeMap<>();
    Map<String, String> example = new TreeMap<>();
    long t0 = System.nanoTime();
    try (Differential d = new Differential(Implementations.find(root), root.resolve("differential/target/workers"), 30000)) {
      for (long start = 0; start < n; start += 500) {
        List<Inputs.Case> cases = new ArrayList<>();
        for (long i = start; i < Math.min(n, start + 500); i++) cases.add(inputs.get(i));
        List<Verdict> vs = d.judge(cases.stream().map(c -> new Input(c.messageType(), c.bytes())).toList());
        for (int i = 0; i < cases.size(); i++) {
          String k = cases.get(i).mutation() + " :: " + vs.get(i).pattern();
          counts.merge(k, 1, Integer::sum);
          example.putIfAbsent(k, cases.get(i).variant() + " " + vs.get(i).answers());
        }
      }
    }
    System.err.printf("%.1fs%n", (System.nanoTime() - t0) / 1e9);
    counts.forEach((k, v) -> System.out.println(v + "\t" + k + "\n\t\t" + example.get(k)));
  }
}
