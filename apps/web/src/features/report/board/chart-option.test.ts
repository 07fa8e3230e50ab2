import { describe, expect, it } from 'vitest';
import { type ChartLabels, chartDataOf } from './chart-data.ts';
import { chartOptionOf } from './chart-option.ts';

const labels: ChartLabels = {
  count: 'Count',
  nps: { promoters: 'P', passives: 'N', detractors: 'D' },
  meanRank: 'Mean rank',
  best: 'Best',
  worst: 'Worst',
  unnamed: (value) => `removed ${value}`,
};

const single = {
  type: 'single' as const,
  key: 'q1',
  label: null,
  base: 3,
  unweightedBase: 3,
  categories: [
    { value: 1, label: 'Red', count: 2, percent: 66.67 },
    { value: 9, label: null, count: 1, percent: 33.33 },
  ],
};

describe('chart data', () => {
  it('plots a single choice by counts, naming removed options', () => {
    expect(chartDataOf(single, labels)).toEqual({
      labels: ['Red', 'removed 9'],
      series: [{ name: 'Count', values: [2, 1] }],
      percent: false,
      counts: true,
    });
  });

  it('plots a matrix as one series per column of row percents', () => {
    const data = chartDataOf(
      {
        type: 'single-grid',
        columns: [
          { value: 1, label: 'Agree' },
          { value: 2, label: 'Disagree' },
        ],
        rows: [
          {
            key: 'r1',
            label: 'Price',
            base: 2,
            unweightedBase: 2,
            categories: [{ value: 1, label: 'Agree', count: 2, percent: 100 }],
          },
        ],
      },
      labels,
    );
    expect(data).toEqual({
      labels: ['Price'],
      series: [
        { name: 'Agree', values: [100] },
        { name: 'Disagree', values: [null] },
      ],
      percent: true,
    });
  });

  it('has nothing to draw for open answers', () => {
    expect(
      chartDataOf({ type: 'text', key: 'q2', label: null, total: 0, offset: 0, items: [] }, labels),
    ).toBeNull();
  });
});

describe('chart option', () => {
  it('draws bars and lines on a category axis and a pie as slices', () => {
    const data = chartDataOf(single, labels)!;
    const bar = chartOptionOf('bar', data) as {
      series: { type: string; data: unknown[] }[];
      xAxis: { data: string[] };
    };
    expect(bar.series[0]).toMatchObject({ type: 'bar', data: [2, 1] });
    expect(bar.xAxis.data).toEqual(['Red', 'removed 9']);
    expect((chartOptionOf('line', data) as typeof bar).series[0]?.type).toBe('line');
    const pie = chartOptionOf('pie', data) as { series: { type: string; data: unknown[] }[] };
    expect(pie.series[0]).toMatchObject({
      type: 'pie',
      data: [
        { name: 'Red', value: 2 },
        { name: 'removed 9', value: 1 },
      ],
    });
  });

  it('draws a grid asked as a pie as bars (a pie has one series)', () => {
    const option = chartOptionOf('pie', {
      labels: ['a'],
      series: [
        { name: 'x', values: [1] },
        { name: 'y', values: [2] },
      ],
      percent: true,
    }) as { series: { type: string }[] };
    expect(option.series.map((s) => s.type)).toEqual(['bar', 'bar']);
  });

  it('draws the distribution of a numeric answer, NPS over its whole 0–10 scale, with whole-number count ticks (issue 18/13)', () => {
    const summary = { n: 3, base: 3, mean: 6, median: 7, sd: 1, min: 3, max: 9 };
    const rating = chartDataOf(
      {
        type: 'numeric',
        key: 'r',
        label: null,
        ...summary,
        distribution: [
          { value: 3, count: 1 },
          { value: 9, count: 2 },
        ],
      },
      labels,
    );
    expect(rating).toEqual({
      labels: ['3', '9'],
      series: [{ name: 'Count', values: [1, 2] }],
      percent: false,
      counts: true,
    });
    const nps = chartDataOf(
      {
        type: 'nps',
        key: 'n',
        label: null,
        nps: {
          base: 3,
          unweightedBase: 3,
          promoters: { count: 2, percent: 66.7 },
          passives: { count: 0, percent: 0 },
          detractors: { count: 1, percent: 33.3 },
          score: 33.3,
        },
        summary: {
          ...summary,
          distribution: [
            { value: 3, count: 1 },
            { value: 9, count: 2 },
          ],
        },
      },
      labels,
    );
    expect(nps?.labels).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(nps?.series[0]?.values).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0]);
    const option = chartOptionOf('bar', rating!) as { yAxis: { minInterval?: number } };
    expect(option.yAxis.minInterval).toBe(1);
  });
});
