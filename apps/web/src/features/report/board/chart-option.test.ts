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
});
