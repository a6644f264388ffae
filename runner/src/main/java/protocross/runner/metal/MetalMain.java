package protocross.runner.metal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import protocross.contract.ProtocrossException;
import protocross.runner.run.Interruption;
import protocross.runner.PreflightPolicy;
import protocross.runner.host.RunLock;
import protocross.runner.RunOptions;
import protocross.runner.RunSession;
import protocross.runner.run.RunStopped;
import protocross.jars.RunnerException;

/**
 * The metal runner behind metal/run.sh: its flags ({@link RunOptions#parse}) and a
 * {@link RunSession} on local processes ({@link LocalTarget}) that refuses a noisy host unless
 * --allow-noisy.
 *
 * <pre>
 * java -jar runner.jar modules --repo DIR [run.sh flags]   print the Maven modules the run needs
 * java -jar runner.jar estimate --repo DIR [run.sh flags]  print the plan and its estimated time, time nothing
 * java -jar runner.jar variants --repo DIR [run.sh flags]  build the jar of each variant at a non-pinned version
 * java -jar runner.jar run --repo DIR [run.sh flags]       run, then aggregate (the aggregator decides where the tables go)
 * </pre>
 * Exit codes: 0 done, 1 aggregation failed, 2 bad input, 4 preflight refused, 5 done with failed
 * parts, 6 refused or stopped by a cause outside the run (resume once it is gone), 130 interrupted
 * (143 on SIGTERM).
 */
public final class MetalMain {
  private MetalMain() {}

  public static void main(String[] args) {
    int code;
    try {
      code = run(args);
      if (Interruption.requested()) {
        // The JVM is shutting down (SIGINT/SIGTERM): System.exit would block; its exit code is 130/143.
        return;
      }
    } catch (PreflightPolicy.Refused e) {
      System.err.println("protocross: " + e.getMessage());
      code = RunSession.PREFLIGHT_REFUSED;
    } catch (RunLock.Busy | RunStopped e) {
      System.err.println("protocross: " + e.getMessage());
      code = RunSession.STOPPED;
    } catch (RunnerException | ProtocrossException e) {
      System.err.println("protocross: " + e.getMessage());
      code = RunSession.BAD_INPUT;
    } catch (IOException e) {
      System.err.println("protocross: " + e);
      code = RunSession.BAD_INPUT;
    } catch (InterruptedException e) {
      System.err.println("protocross: interrupted");
      code = RunSession.INTERRUPTED;
    }
    System.exit(code);
  }

  static int run(String[] argv) throws IOException, InterruptedException {
    List<String> args = new ArrayList<>(List.of(argv));
    if (args.isEmpty() || !List.of("modules", "variants", "estimate", "run").contains(args.get(0))) {
      throw new RunnerException("first argument must be 'modules', 'variants', 'estimate' or 'run'");
    }
    String command = args.remove(0);
    Path repo = Path.of(take(args, "--repo").orElse(".")).toAbsolutePath().normalize();
    RunOptions opts = RunOptions.parse(args.toArray(String[]::new));
    if (opts.help()) {
      System.out.print(RunOptions.usage(repo));
      return 0;
    }
    Path java = Path.of(ProcessHandle.current().info().command().orElse("java"));
    RunSession session = new RunSession(repo, opts, new LocalTarget(java, opts.noChrt()), PreflightPolicy.REFUSE, System.out);
    switch (command) {
      case "modules" -> System.out.println(session.modules());
      case "variants" -> session.buildVariants();
      case "estimate" -> session.estimate();
      default -> {
        return session.run().exitCode();
      }
    }
    return 0;
  }

  private static Optional<String> take(List<String> args, String flag) {
    int i = args.indexOf(flag);
    if (i < 0) {
      return Optional.empty();
    }
    if (i + 1 >= args.size()) {
      throw new RunnerException(flag + " needs a value");
    }
    String v = args.remove(i + 1);
    args.remove(i);
    return Optional.of(v);
  }
}
