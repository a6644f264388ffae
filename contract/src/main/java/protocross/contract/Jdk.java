package protocross.contract;

/**
 * The JDK as run.json and every meta file name it, {@code "<java.vendor> <java.vm.version>"}:
 * built here only, so that the aggregator's check "one JDK per run" compares like with like,
 * whether a runner asks its own JVM, a benchmark JVM asks itself, or the docker runner asks an image.
 */
public final class Jdk {
  public static final String VENDOR = "java.vendor";
  public static final String VM_VERSION = "java.vm.version";

  private Jdk() {}

  public static String describe(String vendor, String vmVersion) {
    return vendor + " " + vmVersion;
  }

  /** This JVM's. */
  public static String current() {
    return describe(System.getProperty(VENDOR), System.getProperty(VM_VERSION));
  }
}
