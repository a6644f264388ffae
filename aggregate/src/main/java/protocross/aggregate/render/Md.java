package protocross.aggregate.render;

import java.util.List;

/** A Markdown document being written: lines, table rows and the escaping a cell needs. */
public final class Md {
  private final StringBuilder out = new StringBuilder();

  Md line(String s) {
    out.append(s).append('\n');
    return this;
  }

  Md line() {
    out.append('\n');
    return this;
  }

  /** A table header with one left-aligned first column and right-aligned others. */
  Md header(String first, List<String> others) {
    line("| " + first + " | " + String.join(" | ", others) + " |");
    return line("|---|" + "---:|".repeat(others.size()));
  }

  Md row(String first, List<String> cells) {
    return line("| " + cell(first) + " | " + String.join(" | ", cells) + " |");
  }

  /**
   * Opens a folded block (HTML {@code <details>}, which GitHub and commonmark render as such; the
   * blank line after it lets the Markdown inside render as Markdown): long per-fork detail stays
   * one click away instead of burying the summary.
   */
  Md details(String summary) {
    line("<details><summary>" + summary.replace("&", "&amp;").replace("<", "&lt;") + "</summary>");
    return line();
  }

  /** Closes {@link #details}, after a blank line so the block before it ends first. */
  Md endDetails() {
    if (!out.toString().endsWith("\n\n")) {
      line();
    }
    line("</details>");
    return line();
  }

  static String code(String s) {
    return "`" + s + "`";
  }

  /** Items as prose: "a", "a and b", "a, b and c". */
  static String series(List<String> items) {
    if (items.size() <= 1) {
      return String.join("", items);
    }
    return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
  }

  /** Pipes would end a Markdown cell early. */
  static String cell(String s) {
    return s.replace("|", "\\|").replace("\n", " ");
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
