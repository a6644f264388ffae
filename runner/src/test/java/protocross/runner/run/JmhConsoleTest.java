package protocross.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JmhConsoleTest {

  @Test
  void reportsEachCellAndACrashedFork() {
    List<String> seen = new ArrayList<>();
    JmhConsole console = new JmhConsole((cell, ok, score) -> seen.add(cell + " " + ok + " " + score));
    String out = """
        # JMH version: 1.37
        # Benchmark: protocross.bench.CodecBenchmark.decode
        # Parameters: (dataset = api_response)

        # Run progress: 0.00% complete, ETA 00:00:04
        # Fork: 1 of 1
        Iteration   1: 93261.108 ops/s

        Result "protocross.bench.CodecBenchmark.decode":
          93261.108 ops/s

        # Benchmark: protocross.bench.CodecBenchmark.decode
        # Parameters: (dataset = mesh)
        <forked VM failed with exit code 134>

        # Benchmark: protocross.bench.CodecBenchmark.encode
        # Parameters: (dataset = api_response)
        Result "protocross.bench.CodecBenchmark.encode":
          179982.663 ±(99.9%) 1.0 ops/s [Average]

        # Run complete. Total time: 00:00:17
        """;
    out.lines().forEach(console);
    console.close();
    assertEquals(List.of("decode/api_response true 93261.108", "decode/mesh false null",
        "encode/api_response true 179982.663"), seen);
  }
}
