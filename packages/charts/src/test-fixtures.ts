import type { BenchmarkFigures, ChartFigures, DashboardChart, FigureSeries } from '@cairn/contract';
import { ZChartOptions } from '@cairn/contract';

/** A chart as page/detail answers it, with the options' defaults. */
export function chartOf(
  type: DashboardChart['type'],
  options: Partial<DashboardChart['options']> = {},
): DashboardChart {
  return {
    id: 1,
    pageId: 1,
    updateTime: 0,
    type,
    title: 'Q1',
    layout: { x: 0, y: 0, w: 6, h: 4 },
    sources: [{ surveyCode: 'AB12CD34', variableIds: ['q1'], filterId: null, weighted: false }],
    cross: undefined,
    options: { ...ZChartOptions.parse({}), ...options },
    pagePeriod: null,
    benchmarks: [],
  };
}

export function seriesOf(
  label: string,
  cats: [string, number, number][],
  extra: Partial<FigureSeries> = {},
): FigureSeries {
  return {
    key: label,
    surveyCode: 'AB12CD34',
    variableId: 'q1',
    label,
    base: cats.reduce((sum, [, count]) => sum + count, 0),
    weighted: false,
    categories: cats.map(([catLabel, count, percent], index) => ({
      value: index + 1,
      label: catLabel,
      count,
      percent,
    })),
    mean: null,
    ...extra,
  };
}

export function figuresOf(extra: Partial<ChartFigures> = {}): ChartFigures {
  return {
    chartId: 1,
    state: 'ok',
    message: null,
    base: 100,
    series: [],
    cross: null,
    nps: null,
    kpi: null,
    words: null,
    benchmarks: [],
    ...extra,
  };
}

export const satisfaction = seriesOf('Q1 Satisfaction', [
  ['Low', 20, 20],
  ['Medium', 30, 30],
  ['High', 50, 50],
]);

export const target: BenchmarkFigures = {
  id: 't',
  label: 'Goal',
  kind: 'target',
  base: null,
  level: 95,
  values: [{ label: '', actual: null, value: 60, diff: null, p: null, significant: null, test: null }],
  problem: null,
};

export const norm: BenchmarkFigures = {
  id: 'n',
  label: 'Norm 2025',
  kind: 'norm',
  base: 400,
  level: 95,
  values: [
    { label: 'Low', actual: 20, value: 25, diff: -5, p: 0.2, significant: false, test: 'z' },
    { label: 'High', actual: 50, value: 40, diff: 10, p: 0.012, significant: true, test: 'z' },
  ],
  problem: null,
};
