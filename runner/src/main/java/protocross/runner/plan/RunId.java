package protocross.runner.plan;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;

/**
 * {@code YYYYMMDD-HHMMSS-<commit7>}, in UTC: sorts by time and names the code that was measured.
 */
public final class RunId {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
  private static final Pattern FORM = Pattern.compile("\\d{8}-\\d{6}-[0-9a-f]{7}");

  private RunId() {}

  public static String of(Instant start, String commit) {
    String c = commit.length() >= 7 ? commit.substring(0, 7) : "0000000";
    return STAMP.format(start) + "-" + c;
  }

  /** Run ids become directory names: refuse anything else, so "--resume ../x" cannot escape. */
  public static boolean isValid(String id) {
    return FORM.matcher(id).matches();
  }
}
