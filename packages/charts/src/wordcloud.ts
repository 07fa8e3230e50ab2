import { baseOption } from './base.ts';
import { escapeTemplate } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';

/** Words a cloud draws when the chart sets no top n (more would be unreadably small). */
const CLOUD_WORDS_DEFAULT = 80;
/** Words as bars (the server's fallback): as many as fit as rows. */
const BAR_WORDS_DEFAULT = 15;

/**
 * A word cloud (the echarts-wordcloud series `wordCloud`, registered by the caller) of the words
 * or phrases counted, biggest first; or, with `wordcloud: 'bars'`, the top words as horizontal
 * bars, which need no canvas to lay out.
 */
export function wordcloudOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject | null {
  const words = [...(figures.words ?? [])].sort((a, b) => b.count - a.count);
  if (words.length === 0) return null;
  const texts = textsOf(opts.lang);
  const topN = Math.max(chart.options.topN, 0);
  if (opts.wordcloud === 'bars') {
    const top = words.slice(0, topN || BAR_WORDS_DEFAULT);
    return {
      ...baseOption(opts),
      tooltip: { trigger: 'item', confine: true },
      grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, name: texts.words },
      yAxis: { type: 'category', inverse: true, data: top.map((word) => escapeTemplate(word.text)) },
      series: [
        {
          type: 'bar',
          name: texts.words,
          barMaxWidth: 18,
          data: top.map((word) => word.count),
          label: { show: true, position: 'right' },
        },
      ],
    };
  }
  const top = words.slice(0, topN || CLOUD_WORDS_DEFAULT);
  const small = (opts.width ?? 480) < 360;
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true, formatter: `{b}: {c}` },
    series: [
      {
        type: 'wordCloud',
        shape: 'circle',
        left: 'center',
        top: 'center',
        width: '96%',
        height: '96%',
        sizeRange: small ? [10, 32] : [12, 52],
        rotationRange: [0, 0],
        gridSize: 6,
        drawOutOfBound: false,
        layoutAnimation: opts.animation ?? false,
        textStyle: { fontWeight: 'bold' },
        data: top.map((word) => ({ name: escapeTemplate(word.text), value: word.count })),
      },
    ],
  };
}
