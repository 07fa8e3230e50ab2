import type { NpsFigure } from '@cairn/contract';
import { baseOption } from './base.ts';
import { benchmarkColour, benchmarkLine, diffLabel, singleValue } from './benchmarks.ts';
import { escapeTemplate, formatNumber, formatPercent } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, EChartsOptionObject } from './types.ts';

/** The gauge's bands: detractor-heavy red below 0, amber to 50, green above (the usual NPS reading). */
const BANDS: [number, string][] = [
  [0.5, '#dc2626'],
  [0.75, '#d97706'],
  [1, '#16a34a'],
];

/**
 * An NPS gauge from −100 to 100: the score as the main pointer and number; each benchmark with a
 * figure (a target, a norm, another survey or period) as a thin pointer in its colour, named with
 * its value and the difference (▲ / ▼ when significant) under the score. The subtitle gives the
 * three groups' shares.
 */
export function npsOption(figures: ChartFigures, opts: ChartOptionOpts): EChartsOptionObject | null {
  const nps = figures.nps;
  if (!nps) return null;
  const texts = textsOf(opts.lang);
  const marks = figures.benchmarks.flatMap((bench, index) => {
    const value = singleValue(bench);
    if (!value || value.value === null) return [];
    return [{ bench, value, colour: benchmarkColour(index) }];
  });
  const data: Record<string, unknown>[] = [
    {
      value: nps.score,
      name: texts.nps,
      title: { offsetCenter: ['0%', '78%'], fontSize: 12 },
      detail: {
        offsetCenter: ['0%', '45%'],
        formatter: formatNumber(nps.score),
        fontSize: 28,
        fontWeight: 'bold',
      },
    },
  ];
  marks.forEach((mark, index) => {
    data.push({
      value: mark.value.value,
      name: escapeTemplate(
        `${mark.bench.label} ${formatNumber(mark.value.value ?? 0)} ${diffLabel(mark.value)}`.trim(),
      ),
      itemStyle: { color: mark.colour },
      pointer: { width: 3, length: '80%', itemStyle: { color: mark.colour } },
      title: { offsetCenter: ['0%', `${96 + index * 14}%`], fontSize: 11, color: mark.colour },
      detail: { show: false },
      tooltip: { formatter: benchmarkLine(mark.bench, mark.value, texts) },
    });
  });
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true },
    title: {
      text: '',
      subtext: groupsText(nps, texts),
      left: 'center',
      bottom: 0,
      subtextStyle: { fontSize: 11 },
    },
    series: [
      {
        type: 'gauge',
        min: -100,
        max: 100,
        startAngle: 200,
        endAngle: -20,
        center: ['50%', '52%'],
        radius: '78%',
        splitNumber: 4,
        axisLine: { lineStyle: { width: 12, color: BANDS } },
        pointer: { width: 6, length: '62%' },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { width: 1 } },
        axisLabel: { distance: 14, fontSize: 10 },
        data,
      },
    ],
  };
}

/** "Promoters 52.0% · Passives 28.0% · Detractors 20.0%": the figure gives counts or shares. */
export function groupsText(nps: NpsFigure, texts: ReturnType<typeof textsOf>): string {
  const sum = nps.promoters + nps.passives + nps.detractors;
  // Counts add up to the base; shares add up to 100.
  const counts = nps.base > 0 && Math.abs(sum - nps.base) < 0.5 && Math.abs(sum - 100) >= 0.5;
  const share = (n: number) => (counts ? (n / nps.base) * 100 : n);
  return [
    `${texts.promoters} ${formatPercent(share(nps.promoters))}`,
    `${texts.passives} ${formatPercent(share(nps.passives))}`,
    `${texts.detractors} ${formatPercent(share(nps.detractors))}`,
  ].join(' · ');
}
