import type { ChartFigures, DashboardChart } from '@cairn/contract';

export type { ChartFigures, DashboardChart };

export type ChartLang = 'zh' | 'en';

export interface ChartOptionOpts {
  lang: ChartLang;
  /** Pixels the chart is drawn in: small charts drop value labels and shorten axis texts. */
  width?: number;
  height?: number;
  /** Default false: the board redraws on every refresh, and the server renders a still image. */
  animation?: boolean;
  /**
   * How a word cloud draws. `cloud` needs the echarts-wordcloud extension, whose layout measures
   * text on a canvas (a browser); `bars` draws the top words as horizontal bars with no extension,
   * for a server rendering SVG without a canvas.
   */
  wordcloud?: 'cloud' | 'bars';
}

/**
 * An ECharts option. Plain data only (no functions): formatters are ECharts' string templates or
 * texts computed here, so an option can be serialised (JSON) and rendered in a worker or on the
 * server with the same result as in the browser.
 */
export type EChartsOptionObject = Record<string, unknown>;
