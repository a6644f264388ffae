package protocross.runner.metal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.run.Progress;

/**
 * The native C step with a stand-in for upb_bench (a shell script that "times" whatever datasets it
 * is handed): what matters is which datasets reach it, and that a refused one yields no number.
 */
class NativeReferenceStepTest {
  private static final Path REPO_DATASETS = Path.of("..", "datasets");

  @TempDir Path dir;
  private Path datasets;
  private Path tool;
  private Path handed;
  private RunLayout layout;
  private final RunPlan plan = RunPlan.simple(JmhSettings.QUICK, List.of("upb"), List.of("api_response", "log_record"),
      List.of(Op.decode, Op.encode, Op.decode_read), 1);

  @BeforeEach
  void setUp() throws Exception {
    datasets = Files.createDirectories(dir.resolve("datasets"));
    Files.copy(REPO_DATASETS.resolve("MANIFEST.tsv"), datasets.resolve("MANIFEST.tsv"));
    for (String d : List.of("api_response", "log_record")) {
      try (Stream<Path> walk = Files.walk(REPO_DATASETS.resolve(d))) {
        for (Path p : walk.toList()) {
          Files.copy(p, datasets.resolve(d).resolve(REPO_DATASETS.resolve(d).relativize(p).toString()));
        }
      }
    }
    handed = dir.resolve("handed.txt");
    tool = dir.resolve("upb_bench");
    // Like upb_bench: one stderr line per (dataset, op), the JSON to --out.
    Files.writeString(tool, """
        #!/bin/sh
        out=""
        while [ "${1#--}" != "$1" ]; do [ "$1" = --out ] && out=$2; shift 2; done
        echo "$@" > %s
        printf '{"tool": "upb_bench", "results": [' > "$out"
        sep=""
        for f in "$@"; do
          d=$(basename "$f" .pb)
          for op in decode encode; do
            echo "upb_bench: $d $op 1000.0 ops/s" >&2
            printf '%%s{"dataset": "%%s", "op": "%%s", "opsPerSecond": 1000.0}' "$sep" "$d" "$op" >> "$out"; sep=","
          done
        done
        echo ']}' >> "$out"
        """.formatted(handed));
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
    layout = new RunLayout(Files.createDirectories(dir.resolve("run")));
  }

  /** What upb's JVM fork of (dataset, decode) in round 1 wrote: its conformance proof, or not. */
  private void upbMeta(String dataset, String content) throws Exception {
    Part fork = new Part(1, "upb", dataset, Op.decode);
    Files.createDirectories(layout.cellDir(fork));
    Files.writeString(layout.meta(fork), content);
  }

  private String run(String conformancePassed) throws Exception {
    for (String d : List.of("api_response", "log_record")) {
      upbMeta(d, "{\"conformancePassed\": " + conformancePassed + ", \"conformanceFailed\": {}}");
    }
    NativeReferenceStep step = new NativeReferenceStep("upb", tool, dir.resolve("desc"), datasets, plan,
        new Pinning(List.of(0), false));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Progress progress = new Progress(new PrintStream(bytes, true), InstantSource.fixed(Instant.EPOCH), 4, 1,
        Map.of("api_response", 4885L, "log_record", 28668L));
    String reason = step.run(layout, 1, progress);
    return (reason == null ? "" : reason) + "\n" + bytes;
  }

  @Test
  void aCorruptedDatasetIsNotTimedEvenWithAConformanceProof() throws Exception {
    Path payload = datasets.resolve("log_record/payloads/010.bin");
    byte[] b = Files.readAllBytes(payload);
    b[b.length / 2] ^= 0x40;
    Files.write(payload, b);

    String out = run("[\"api_response\", \"log_record\"]");

    assertTrue(out.contains("log_record (dataset " + datasets.resolve("log_record")), out);
    assertTrue(out.contains("sha256"), out);
    assertFalse(Files.readString(handed).contains("log_record"), "upb_bench must not be handed log_record");
    String json = Files.readString(layout.nativeC(1));
    assertTrue(json.contains("api_response"), json);
    assertFalse(json.contains("log_record"), json);
  }

  @Test
  void aDatasetWithoutUpbsConformanceProofIsNotTimed() throws Exception {
    String out = run("[\"api_response\"]");

    assertTrue(out.contains("log_record (no conformance proof"), out);
    assertTrue(out.contains("(2 cells not run)"), "decode and encode of log_record: " + out);
    // Handed as one container file, written for the pass and removed after it.
    Path container = Path.of(Files.readString(handed).strip());
    assertEquals("api_response.pb", container.getFileName().toString());
    assertFalse(Files.exists(container), "the container is removed after the pass");
    assertFalse(Files.readString(layout.nativeC(1)).contains("log_record"));
  }

  @Test
  void noProofAtAllMeansNoRunAndNoResultFile() throws Exception {
    upbMeta("api_response", "");
    NativeReferenceStep step = new NativeReferenceStep("upb", tool, dir.resolve("desc"), datasets, plan,
        new Pinning(List.of(0), false));
    String reason = step.run(layout, 1, new Progress(new PrintStream(new ByteArrayOutputStream()),
        InstantSource.fixed(Instant.EPOCH), 4, 1, Map.of()));

    assertTrue(reason.startsWith("not timed: api_response (no conformance proof"), reason);
    assertFalse(Files.exists(handed), "upb_bench must not run");
    assertFalse(Files.exists(layout.nativeC(1)));
  }

  @Test
  void progressCountsTheCLoopsCellsInMibPerSecond() throws Exception {
    String out = run("[\"api_response\", \"log_record\"]");

    assertEquals("", out.lines().findFirst().orElseThrow(), "nothing refused");
    String mib = String.format("%.1f MiB/s", 1000.0 * 4885 / (1024 * 1024));
    assertTrue(out.contains("[1/4] round 1 native-c (upb_bench) decode/api_response  " + mib), out);
    assertTrue(out.contains("[4/4] round 1 native-c (upb_bench) encode/log_record"), out);
  }
}
