package protocross.aggregate.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * report.html: one self-contained page made from the files already rendered beside it (tables.md,
 * measurement-spread.md, charts/*.svg), so it follows whatever those writers produce. The tables
 * sort on a click of their header (sort.js, inline); the charts are inlined as data: images; the
 * spread is folded in {@code <details>}. A Content-Security-Policy lets the page load nothing and
 * run only its own script (by hash): should a quoted dataset string get past {@link InertHtml},
 * it still cannot run or fetch anything.
 */
public final class HtmlReport {
  public static final String FILE = "report.html";
  private static final String TABLES = "tables.md";
  private static final String SPREAD = "measurement-spread.md";
  private static final String CHARTS = "charts/";
  private static final String HEADLINE = CHARTS + "headline.svg";
  private static final String SPREAD_ID = "measurement-spread";

  private HtmlReport() {}

  /** {@code files} with report.html added, made from them; unchanged when they have no tables.md. */
  public static Map<String, byte[]> with(Map<String, byte[]> files) {
    if (!files.containsKey(TABLES)) {
      return files;
    }
    Map<String, byte[]> out = new LinkedHashMap<>(files);
    out.put(FILE, render(files).getBytes(StandardCharsets.UTF_8));
    return out;
  }

  /** The page for {@code files}: relative path → content, as the aggregator writes them. */
  public static String render(Map<String, byte[]> files) {
    Map<String, String> links = Map.of(SPREAD, SPREAD_ID);
    MarkdownHtml tables = new MarkdownHtml(utf8(files.get(TABLES)), "t", links);
    MarkdownHtml spread = files.containsKey(SPREAD) ? new MarkdownHtml(utf8(files.get(SPREAD)), "s", links) : null;
    String script = resource("sort.js");
    String title = tables.sections().isEmpty() ? "protocross results" : tables.sections().get(0).text();

    StringBuilder page = new StringBuilder(1 << 20);
    page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:;")
        .append(" style-src 'unsafe-inline'; script-src 'sha256-").append(sha256(script)).append("'\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(escape(title)).append("</title>\n")
        .append("<style>\n").append(resource("report.css")).append("</style>\n</head>\n<body>\n");
    // tables.md's title, the contents, what it opens with (summary, provenance), the charts, then its sections.
    page.append("<main>\n").append(tables.title());
    contents(page, tables, spread != null, files);
    page.append(tables.opening());
    charts(page, files);
    page.append(tables.rest());
    if (spread != null) {
      page.append("<details id=\"").append(SPREAD_ID).append("\" class=\"file\"><summary>").append(SPREAD)
          .append(": spread, variance, checks of the raw data, per benchmark</summary>\n")
          .append(spread.html()).append("</details>\n");
    }
    page.append("</main>\n<footer>Made by <code>aggregate/</code> from tables.md, measurement-spread.md and charts/"
        + " beside this file; it loads nothing.</footer>\n<script>").append(script).append("</script>\n</body>\n</html>\n");
    return page.toString();
  }

  private static void contents(StringBuilder page, MarkdownHtml tables, boolean spread, Map<String, byte[]> files) {
    page.append("<nav><details open><summary>Contents</summary>\n<ol>\n");
    // In the page's order: the charts go after the summary, before the per-op sections.
    boolean charts = charts(files).isEmpty();
    for (MarkdownHtml.Section s : tables.sections()) {
      if (s.level() != 2) {
        continue;
      }
      if (!charts && !s.provenance() && !s.text().startsWith("Summary")) {
        page.append("<li><a href=\"#charts\">Charts</a></li>\n");
        charts = true;
      }
      page.append("<li><a href=\"#").append(s.id()).append("\">").append(escape(s.text())).append("</a></li>\n");
    }
    if (!charts) {
      page.append("<li><a href=\"#charts\">Charts</a></li>\n");
    }
    if (spread) {
      page.append("<li><a href=\"#").append(SPREAD_ID).append("\">").append(SPREAD).append("</a></li>\n");
    }
    page.append("</ol>\n</details></nav>\n");
  }

  /** Every chart, headline first, each run's folder under charts/ under its own heading. */
  private static void charts(StringBuilder page, Map<String, byte[]> files) {
    List<String> names = charts(files);
    if (names.isEmpty()) {
      return;
    }
    page.append("<section id=\"charts\">\n<h2>Charts</h2>\n");
    String folder = null;
    boolean grid = false;
    for (String name : names) {
      String rel = name.substring(CHARTS.length());
      String dir = rel.contains("/") ? rel.substring(0, rel.lastIndexOf('/')) : "";
      if (!dir.equals(folder)) {
        if (grid) {
          page.append("</div>\n");
        }
        if (!dir.isEmpty()) {
          page.append("<h3>").append(escape(CHARTS + dir + "/")).append("</h3>\n");
        }
        page.append("<div class=\"charts\">\n");
        grid = true;
        folder = dir;
      }
      page.append("<figure><img src=\"data:image/svg+xml;base64,")
          .append(Base64.getEncoder().encodeToString(files.get(name))).append("\" alt=\"").append(escape(name))
          .append("\"><figcaption>").append(escape(name)).append("</figcaption></figure>\n");
    }
    page.append("</div>\n</section>\n");
  }

  private static List<String> charts(Map<String, byte[]> files) {
    List<String> names = new ArrayList<>();
    if (files.containsKey(HEADLINE)) {
      names.add(HEADLINE);
    }
    for (String name : files.keySet()) {
      if (name.startsWith(CHARTS) && name.endsWith(".svg") && !name.equals(HEADLINE)) {
        names.add(name);
      }
    }
    return names;
  }

  /** Text for HTML content and quoted attribute values. */
  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  private static String resource(String name) {
    try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name + " beside " + HtmlReport.class.getName());
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String sha256(String script) {
    try {
      return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
