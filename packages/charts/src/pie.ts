import { baseOption, isNarrow } from './base.ts';
import { benchmarkLinesAt } from './benchmarks.ts';
import { categoryRows } from './categories.ts';
import { escapeHtml, escapeTemplate, formatPercent } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';

/** Slices under this share carry no label (the tooltip and legend name them). */
const PIE_LABEL_MIN_PERCENT = 5;

/**
 * A pie of the first series (a pie draws one; the editor offers it for one source). Benchmarks
 * cannot be drawn on a slice: each slice's tooltip lists them with the difference and its mark.
 */
export function pieOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject {
  const texts = textsOf(opts.lang);
  const first = figures.series[0];
  const rows = categoryRows(first ? [first] : [], chart.options);
  const narrow = isNarrow(opts);
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        name: escapeTemplate(first?.label ?? ''),
        radius: ['0%', narrow ? '60%' : '68%'],
        center: ['50%', '45%'],
        // Inside the slices, so a narrow chart never cuts them.
        label: { position: 'inside', color: '#fff' },
        data: rows.map((row) => {
          const percent = row.percents[0] ?? 0;
          const count = row.counts[0] ?? 0;
          const lines = [`${escapeHtml(row.label)}: ${formatPercent(percent)} (${texts.count} ${count})`];
          lines.push(...benchmarkLinesAt(figures.benchmarks, row.label, texts));
          return {
            name: escapeTemplate(row.label),
            value: count,
            label: { show: percent >= PIE_LABEL_MIN_PERCENT, formatter: formatPercent(percent) },
            tooltip: { formatter: lines.join('<br/>') },
          };
        }),
      },
    ],
  };
}
