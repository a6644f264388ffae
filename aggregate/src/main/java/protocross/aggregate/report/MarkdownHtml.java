package protocross.aggregate.report;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * One generated Markdown file as HTML, by commonmark-java with GitHub's tables: raw HTML and images
 * made inert ({@link InertHtml}), unsafe link schemes dropped, every heading given an id for the
 * contents, and the provenance folded into {@code <details>}: a section whose heading ends in
 * "provenance" (a published set's per-run blocks), and, outside such a section, a run's provenance
 * table (a key/value table: its header cells are empty) with what follows it up to the next heading.
 */
final class MarkdownHtml {
  private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
  private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();

  /** One heading of the rendered file: level, plain text, the id it was given, whether it heads a provenance fold. */
  record Section(int level, String text, String id, boolean provenance) {}

  private final List<Section> sections = new ArrayList<>();
  private final String html;
  /** Where in {@link #html} the first level-2 heading that is not a provenance fold starts; its length if none. */
  private int firstSection = -1;
  /** Where in {@link #html} the file's title (a level-1 heading opening it) ends; 0 if it has none. */
  private int titleEnd;

  /**
   * @param idPrefix  heading ids are {@code idPrefix-1}, {@code idPrefix-2}, ...: unique in the page.
   * @param fileLinks a link to one of these file names goes to the part of the page that holds it (its id).
   */
  MarkdownHtml(String markdown, String idPrefix, Map<String, String> fileLinks) {
    Node doc = PARSER.parse(markdown);
    Map<Node, String> ids = new IdentityHashMap<>();
    int n = 0;
    for (Node b = doc.getFirstChild(); b != null; b = b.getNext()) {
      if (b instanceof Heading h) {
        String id = idPrefix + "-" + ++n;
        ids.put(h, id);
        sections.add(new Section(h.getLevel(), text(h), id, provenance(h)));
      }
    }
    HtmlRenderer renderer = HtmlRenderer.builder()
        .extensions(EXTENSIONS)
        .sanitizeUrls(true)
        .nodeRendererFactory(InertHtml::new)
        .attributeProviderFactory(ctx -> (node, tag, attributes) -> {
          if (ids.containsKey(node)) {
            attributes.put("id", ids.get(node));
          }
          if (node instanceof Link && fileLinks.containsKey(attributes.get("href"))) {
            attributes.put("href", "#" + fileLinks.get(attributes.get("href")));
          }
        })
        .build();
    this.html = fold(doc, renderer);
  }

  String html() {
    return html;
  }

  /** The level-1 heading the file opens with, if it does. */
  String title() {
    return html.substring(0, titleEnd);
  }

  /** What the file opens with after its title (summary, provenance), up to its first other level-2 section. */
  String opening() {
    return html.substring(titleEnd, firstSection);
  }

  /** The file from its first level-2 section that is not provenance on. */
  String rest() {
    return html.substring(firstSection);
  }

  List<Section> sections() {
    return List.copyOf(sections);
  }

  private String fold(Node doc, HtmlRenderer renderer) {
    StringBuilder out = new StringBuilder();
    boolean open = false;
    for (Node b = doc.getFirstChild(); b != null; b = b.getNext()) {
      if (b instanceof Heading h) {
        if (open) {
          out.append("</details>\n");
          open = false;
        }
        // The page puts the charts after the summary tables.md opens with, before the per-op sections.
        if (firstSection < 0 && h.getLevel() == 2 && !provenance(h) && !summary(h)) {
          firstSection = out.length();
        }
        if (provenance(h)) {
          out.append("<details class=\"provenance\"><summary>").append(renderer.render(h).strip()).append("</summary>\n");
          open = true;
          continue;
        }
      } else if (!open && b instanceof TableBlock t && keyValue(t)) {
        out.append("<details class=\"provenance\"><summary>Provenance: run, commit, host, JDK, JMH settings, libraries,"
            + " machine</summary>\n");
        open = true;
      }
      out.append(renderer.render(b));
      if (b == doc.getFirstChild() && b instanceof Heading h && h.getLevel() == 1) {
        titleEnd = out.length();
      }
    }
    if (open) {
      out.append("</details>\n");
    }
    if (firstSection < 0) {
      firstSection = out.length();
    }
    return out.toString();
  }

  /** A section whose heading ends in "provenance" (a published set's per-run block). */
  private static boolean summary(Heading h) {
    return text(h).startsWith("Summary");
  }

  private static boolean provenance(Heading h) {
    return text(h).toLowerCase(Locale.ROOT).endsWith("provenance");
  }

  /** A table whose header row is all empty cells: the provenance block's "| | |". */
  private static boolean keyValue(TableBlock t) {
    Node head = t.getFirstChild();
    if (!(head instanceof TableHead) || head.getFirstChild() == null) {
      return false;
    }
    for (Node c = head.getFirstChild().getFirstChild(); c != null; c = c.getNext()) {
      if (!(c instanceof TableCell cell) || !text(cell).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** A node's text: its Text and Code literals, in order. */
  static String text(Node node) {
    StringBuilder s = new StringBuilder();
    collect(node, s);
    return s.toString().strip();
  }

  private static void collect(Node node, StringBuilder s) {
    for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
      switch (c) {
        case Text t -> s.append(t.getLiteral());
        case Code code -> s.append(code.getLiteral());
        default -> collect(c, s);
      }
    }
  }
}
