package protocross.aggregate.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import protocross.aggregate.model.Verdict;

/** The chart model (which points, which colour, no whisker without an interval) and that the files are what they claim. */
class ChartsTest {
  private static final Forest FOREST = new Forest("mesh", List.of(
      new Forest.Point("decode", "decode · wire", 0.8, 0.7, 0.9, Forest.Tone.SLOWER, "slower"),
      new Forest.Point("decode", "decode · upb", 1.3, 1.2, 1.4, Forest.Tone.FASTER, "faster"),
      new Forest.Missing("decode", "decode · lite  unsupported", "unsupported"),
      new Forest.Point("encode", "encode · wire", 1.0, 0.0, Double.POSITIVE_INFINITY, Forest.Tone.SAME, "too few"),
      new Forest.Point("encode", "encode · upb", 1.02, 0.97, 1.08, Forest.Tone.SAME, "same")));

  @Test
  void tonesFollowTheVerdictAndTooFewForksIsNoDifference() {
    assertEquals(Forest.Tone.FASTER, Forest.Tone.of(Verdict.FASTER));
    assertEquals(Forest.Tone.SLOWER, Forest.Tone.of(Verdict.SLOWER));
    assertEquals(Forest.Tone.SAME, Forest.Tone.of(Verdict.SAME));
    assertEquals(Forest.Tone.SAME, Forest.Tone.of(Verdict.TOO_FEW));
    assertEquals(0xD55E00, Forest.Tone.SLOWER.rgb);
  }

  @Test
  void onlyTicksOneTwoThreeAndFiveOfADecadeAreLabelled() {
    // The ticks as XChart's log axis computes them: decade × 1 … 9, with floating-point noise.
    assertEquals(List.of("0.1", "0.2", "0.3", "", "0.5", "", "", "", ""),
        java.util.stream.IntStream.rangeClosed(1, 9).mapToObj(i -> ForestPanel.tickLabel(i * 0.1)).toList());
    assertEquals(List.of("1", "2", "3", "", "5", "", "", "", "", "10"),
        java.util.stream.IntStream.rangeClosed(1, 10).mapToObj(i -> ForestPanel.tickLabel(i * 1.0)).toList());
    assertEquals("20", ForestPanel.tickLabel(20.000000000000004));
    assertEquals("", ForestPanel.tickLabel(0.45));
  }

  @Test
  void aMissingIntervalHasNoWhiskerAndIsNamedInTheLegend() {
    assertFalse(((Forest.Point) FOREST.rows().get(3)).hasInterval());
    assertTrue(((Forest.Point) FOREST.rows().get(0)).hasInterval());
    XYChart chart = ForestPanel.chart(FOREST, 600, 0.5, 2, "x");
    // Whiskers: one two-point series per row with an interval, at that row's y, from low to high.
    List<XYSeries> whiskers = chart.getSeriesCollection().stream().filter(s -> s.getName().startsWith("ci ")).toList();
    assertEquals(List.of("ci 0", "ci 1", "ci 4"), whiskers.stream().map(XYSeries::getName).toList());
    assertTrue(Arrays.equals(new double[] {0.7, 0.9}, whiskers.get(0).getXData()));
    assertTrue(Arrays.equals(new double[] {4, 4}, whiskers.get(0).getYData()));
    assertEquals(new java.awt.Color(0xD55E00), whiskers.get(0).getLineColor());
    // Dots: one series per tone; the row without interval in a legend entry of its own.
    XYSeries same = chart.getSeries("no significant difference");
    assertTrue(Arrays.equals(new double[] {0}, same.getYData()));
    XYSeries noInterval = chart.getSeries(ForestPanel.NO_INTERVAL);
    assertTrue(Arrays.equals(new double[] {1.0}, noInterval.getXData()));
    assertTrue(Arrays.equals(new double[] {1}, noInterval.getYData()));
    assertTrue(noInterval.isShowInLegend());
    assertTrue(Arrays.equals(new double[] {1.3}, chart.getSeries("faster").getXData()));
  }

  @Test
  void theAxisCoversEveryIntervalInPowersOfTwo() {
    assertTrue(Arrays.equals(new double[] {0.5, 2}, LogAxis.range(List.of(FOREST))));
    Forest wide = new Forest("w", List.of(new Forest.Point("g", "g · x", 3, 2.5, 5, Forest.Tone.FASTER, "")));
    assertTrue(Arrays.equals(new double[] {0.5, 8}, LogAxis.range(List.of(wide))));
  }

  @Test
  void theSvgIsXmlThePngIsNotBlankAndBothRegenerateIdentically() throws Exception {
    ChartCanvas canvas = new ChartCanvas(List.of(new ChartCanvas.Placed(ForestPanel.chart(FOREST, 600, 0.5, 2, "x"), 200, 0,
        FOREST.rows().stream().map(Forest.Row::label).toList(), List.of(4.0, 3.0, 2.0, 1.0, 0.0))), List.of("a note"));
    byte[] svg = canvas.svg();
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    assertEquals("svg", f.newDocumentBuilder().parse(new ByteArrayInputStream(svg)).getDocumentElement().getNodeName());
    String text = new String(svg, java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(text.contains(">decode · lite  unsupported</text>") && text.contains(">a note</text>"), text);
    assertTrue(Arrays.equals(svg, canvas.svg()), "svg bytes differ on regeneration");
    // PNG: only that it is an image of the page's size with more than the background in it (the
    // rasteriser's anti-aliasing may differ between JDKs, so no bytes are compared).
    BufferedImage png = ImageIO.read(new ByteArrayInputStream(canvas.png()));
    assertEquals(canvas.width(), png.getWidth());
    assertEquals(canvas.height(), png.getHeight());
    assertTrue(colours(png) > 3, "png is blank");
  }

  private static long colours(BufferedImage image) throws IOException {
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 3) {
      for (int x = 0; x < image.getWidth(); x += 3) {
        seen.add(image.getRGB(x, y));
      }
    }
    return seen.size();
  }
}
