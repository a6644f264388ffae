package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A release number as the runner accepts one (3.21.6, 4.28.0-RC1, 5.0.0-alpha01), ordered as
 * releases follow each other: numeric parts compared as numbers (3.21.10 after 3.21.9), and a
 * pre-release (anything after a '-') before its release. A history puts one implementation's
 * columns in this order whatever order the run listed them in.
 */
public record Release(String text, List<Integer> numbers, String suffix) implements Comparable<Release> {
  private static final Pattern FORM = Pattern.compile("[0-9]+(\\.[0-9]+)*([-.][0-9A-Za-z]+)*");

  static final Comparator<Release> ORDER = Comparator.comparing((Release r) -> r, Release::compareNumbers)
      .thenComparing(r -> r.suffix.isEmpty()) // false (a pre-release) sorts first
      .thenComparing(Release::suffix);

  /** The release, or null when {@code text} is not a release number (a prebuilt jar's label). */
  public static Release parse(String text) {
    if (text == null || !FORM.matcher(text).matches()) {
      return null;
    }
    List<Integer> numbers = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      int j = i;
      while (j < text.length() && Character.isDigit(text.charAt(j))) {
        j++;
      }
      if (j == i || j - i > 9) {
        break;
      }
      numbers.add(Integer.parseInt(text.substring(i, j)));
      if (j < text.length() && text.charAt(j) == '.' && j + 1 < text.length() && Character.isDigit(text.charAt(j + 1))) {
        i = j + 1;
      } else {
        i = j;
        break;
      }
    }
    String rest = text.substring(i);
    String suffix = rest.isEmpty() ? "" : rest.substring(1);
    return new Release(text, List.copyOf(numbers), suffix);
  }

  @Override
  public int compareTo(Release other) {
    return ORDER.compare(this, other);
  }

  private static int compareNumbers(Release a, Release b) {
    int n = Math.max(a.numbers.size(), b.numbers.size());
    for (int i = 0; i < n; i++) {
      int x = i < a.numbers.size() ? a.numbers.get(i) : 0;
      int y = i < b.numbers.size() ? b.numbers.get(i) : 0;
      if (x != y) {
        return Integer.compare(x, y);
      }
    }
    return 0;
  }

  @Override
  public String toString() {
    return text;
  }
}
