package protocross.runner.host;




/** One row of the preflight table; a value of "unknown" (file absent, as on VMs) is always a fail. */
public record PreflightCheck(String check, String value, Status status) {

  public enum Status { ok, warn, fail }

  public static PreflightCheck unknown(String check) {
    return new PreflightCheck(check, "unknown", Status.fail);
  }
}
