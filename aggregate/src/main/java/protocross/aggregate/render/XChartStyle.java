package protocross.aggregate.render;

import java.awt.Color;
import java.awt.Font;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/** The look every chart shares: white, no series colour cycling, the legend below, one font family. */
final class XChartStyle {
  /**
   * DejaVu Sans, as the hand-written SVGs named it: XChart lays text out with the JDK's font
   * metrics and writes glyph outlines, so the bytes depend on this font being installed (fonts-dejavu).
   */
  static final String FONT = "DejaVu Sans";

  private XChartStyle() {}

  static void apply(AxesChartStyler st) {
    st.setChartBackgroundColor(Color.WHITE);
    st.setPlotBackgroundColor(Color.WHITE);
    st.setPlotBorderColor(new Color(0x999999));
    st.setChartFontColor(new Color(0x222222));
    st.setChartTitleBoxVisible(false);
    st.setChartTitleFont(new Font(FONT, Font.BOLD, 15));
    st.setAxisTitleFont(new Font(FONT, Font.PLAIN, 12));
    st.setAxisTickLabelsFont(new Font(FONT, Font.PLAIN, 12));
    st.setLegendFont(new Font(FONT, Font.PLAIN, 12));
    st.setAnnotationTextFont(new Font(FONT, Font.BOLD, 11));
    st.setAnnotationTextFontColor(new Color(0x222222));
    st.setLegendPosition(Styler.LegendPosition.OutsideS);
    st.setLegendLayout(Styler.LegendLayout.Horizontal);
    st.setLegendBorderColor(Color.WHITE);
    st.setPlotGridLinesColor(new Color(0xDDDDDD));
    st.setMarkerSize(9);
    st.setAntiAlias(true);
    st.setChartPadding(8);
  }
}
