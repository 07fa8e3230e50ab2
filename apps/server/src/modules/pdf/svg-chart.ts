import * as echarts from 'echarts';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Pdf } from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';

/**
 * An ECharts option as SVG, by ECharts' own server-side renderer (no browser, no canvas): the
 * same option the web board draws. Animation is off, so the SVG holds the final frame. ECharts
 * measures text with its built-in estimate when there is no canvas; the labels are then set in
 * the PDF's font, so a long label may sit a little off centre.
 */
export function chartSvg(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    // ECharts writes the font family into a double-quoted style attribute without escaping the
    // quotes of a family like "Segoe UI", which cuts the SVG short where it is parsed; the PDF
    // sets every text in its own font anyway (drawSvg's fontCallback).
    const textStyle = { ...(option.textStyle as object | undefined), fontFamily: 'sans-serif' };
    chart.setOption({ ...option, textStyle, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/**
 * Draws SVG into the document at (x, y) scaled into width × height; every text in it is set in
 * the document's CJK font (bold where the SVG says so), so Chinese labels print and can be
 * selected like the rest of the page.
 */
export function drawSvg(doc: Pdf, svg: string, x: number, y: number, width: number, height: number): void {
  SVGtoPDF(doc as unknown as Parameters<typeof SVGtoPDF>[0], svg, x, y, {
    width,
    height,
    preserveAspectRatio: 'xMidYMid meet',
    fontCallback: (_family, bold) => (bold ? FONT.bold : FONT.regular),
    warningCallback: () => {},
  });
}

/** An ECharts option drawn into a box of the page. */
export function drawChart(
  doc: Pdf,
  option: Record<string, unknown>,
  box: { x: number; y: number; width: number; height: number },
): void {
  const width = Math.max(40, Math.round(box.width));
  const height = Math.max(40, Math.round(box.height));
  drawSvg(doc, chartSvg(option, width, height), box.x, box.y, box.width, box.height);
}
