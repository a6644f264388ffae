package protocross.aggregate.report;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * The Markdown nodes whose default rendering could run or load something. The Markdown is ours,
 * but it quotes strings from user datasets (names, descriptions, message names), so raw HTML in it
 * is kept only as bare allow-listed tags (our own {@code <details>}, {@code <summary>}, ...), never
 * with an attribute; every other tag is shown as text. An image renders as its alt text: the page
 * loads no file.
 */
final class InertHtml implements NodeRenderer {
  /** Tags that carry no URL, script or style; kept only without attributes. */
  static final Set<String> ALLOWED = Set.of("details", "summary", "br", "b", "i", "em", "strong", "code", "sub",
      "sup", "small", "kbd");
  private static final Pattern BARE_TAG = Pattern.compile("<(/?)([A-Za-z][A-Za-z0-9]*)\\s*/?>");
  private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
  /** A character reference is safe as it is: escaping it would show "&amp;amp;". */
  private static final Pattern ENTITY = Pattern.compile("&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});");

  private final HtmlNodeRendererContext context;
  private final HtmlWriter html;

  InertHtml(HtmlNodeRendererContext context) {
    this.context = context;
    this.html = context.getWriter();
  }

  @Override
  public Set<Class<? extends Node>> getNodeTypes() {
    return Set.of(HtmlBlock.class, HtmlInline.class, Image.class);
  }

  @Override
  public void render(Node node) {
    switch (node) {
      case HtmlBlock b -> {
        html.line();
        html.raw(sanitise(b.getLiteral()));
        html.line();
      }
      case HtmlInline i -> html.raw(sanitise(i.getLiteral()));
      case Image img -> {
        for (Node c = img.getFirstChild(); c != null; c = c.getNext()) {
          if (c instanceof Text t) {
            html.text(t.getLiteral());
          } else {
            context.render(c);
          }
        }
      }
      default -> throw new IllegalArgumentException("not an inert node: " + node);
    }
  }

  /** Raw HTML with every tag but the bare allowed ones, and all text, escaped; comments dropped. */
  static String sanitise(String raw) {
    String s = COMMENT.matcher(raw).replaceAll("");
    StringBuilder out = new StringBuilder(s.length() + 16);
    Matcher m = BARE_TAG.matcher(s);
    int at = 0;
    while (m.find()) {
      escape(s.substring(at, m.start()), out);
      String name = m.group(2).toLowerCase(Locale.ROOT);
      if (ALLOWED.contains(name)) {
        out.append('<').append(m.group(1)).append(name).append('>');
      } else {
        escape(m.group(), out);
      }
      at = m.end();
    }
    escape(s.substring(at), out);
    return out.toString();
  }

  private static void escape(String text, StringBuilder out) {
    Matcher e = ENTITY.matcher(text);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        case '&' -> {
          if (e.find(i) && e.start() == i) {
            out.append(e.group());
            i = e.end() - 1;
          } else {
            out.append("&amp;");
          }
        }
        default -> out.append(c);
      }
    }
  }
}
