import type {
  BenchmarkFigures,
  BenchmarkValue,
  ChartFigures,
  DashboardChart,
  Lang,
  NormRow,
} from '@cairn/contract';
import {
  type MeanSummary,
  meanSummary,
  oneProportionZ,
  type TestResult,
  twoProportionZ,
  welchT,
} from '@cairn/stats';
import type { ItemResult } from '../report/dashboard/chart-items.ts';
import type { BenchmarkPlan } from './chart-plan.ts';
import { kpiValue, lineValue, meanOf, npsOf, percentOf, totalBucket } from './figure-series.ts';
import { CHART_MESSAGES } from './messages.ts';

/**
 * A chart compared with its benchmarks (pure). A chart's figures become measures: per category
 * its percent (a proportion x of n), or one figure (a KPI, an NPS, a mean, a line's total) with
 * what a test needs. Two samples: two proportions by z, two means by Welch's t; a norm with a
 * base by two-sample z, without by a one-sample z of the chart's proportion against it.
 */
export interface Measure {
  label: string;
  actual: number | null;
  prop: { x: number; n: number } | null;
  mean: MeanSummary | null;
}

const single = (actual: number | null): Measure[] => [{ label: '', actual, prop: null, mean: null }];

/** What a chart of this type and metric shows, as measures, from one item's aggregate. */
export function measuresOf(chart: DashboardChart, result: ItemResult | undefined): Measure[] {
  if (!result || result.kind === 'missing') return [];
  const { type, options } = chart;
  if (result.kind === 'count') return single(result.rows);
  if (result.kind === 'points') {
    const total = totalBucket(result);
    const value = lineValue(result, options.metric);
    if (options.metric === 'category')
      return [{ label: '', actual: value, prop: { x: total.hits, n: total.rows }, mean: null }];
    if (options.metric === 'mean')
      return [{ label: '', actual: value, prop: null, mean: meanSummary(total.sums) }];
    return single(value);
  }
  if (result.kind !== 'tally') return [];
  if (type === 'nps') return single(result.base > 0 ? npsOf(result).score : null);
  if (type === 'kpi') {
    const actual = kpiValue(result, options);
    if (options.metric === 'category') {
      const hit = result.categories.find((c) => c.value === options.category);
      return [{ label: '', actual, prop: { x: hit?.count ?? 0, n: result.base }, mean: null }];
    }
    if (options.metric === 'mean')
      return [{ label: '', actual, prop: null, mean: result.numeric ? meanSummary(result.numeric) : null }];
    return single(actual);
  }
  if (result.categories.length === 0 && result.numeric)
    return [{ label: '', actual: meanOf(result.numeric), prop: null, mean: meanSummary(result.numeric) }];
  return result.categories.map((c) => ({
    label: c.label,
    actual: percentOf(c.count, result.base),
    prop: { x: c.count, n: result.base },
    mean: null,
  }));
}

const norm = (label: string) => label.trim().toLowerCase();

function tested(
  actual: number | null,
  value: number | null,
  test: { result: TestResult | null; kind: 'z' | 't' } | null,
  alpha: number,
  label: string,
): BenchmarkValue {
  const p = test?.result ? test.result.p : null;
  return {
    label,
    actual,
    value,
    diff: actual !== null && value !== null ? actual - value : null,
    p,
    significant: p === null ? null : p < alpha,
    test: p === null ? null : test!.kind,
  };
}

/** Two samples' measure: proportions by z, means by Welch's t. */
function twoSample(a: Measure, b: Measure): { result: TestResult | null; kind: 'z' | 't' } | null {
  if (a.prop && b.prop) return { result: twoProportionZ(a.prop.x, a.prop.n, b.prop.x, b.prop.n), kind: 'z' };
  if (a.mean && b.mean) return { result: welchT(a.mean, b.mean), kind: 't' };
  return null;
}

function normTest(m: Measure, row: NormRow): { result: TestResult | null; kind: 'z' } | null {
  if (!m.prop || !(m.prop.n > 0)) return null;
  const p0 = row.value / 100;
  if (row.base !== null)
    return { result: twoProportionZ(m.prop.x, m.prop.n, p0 * row.base, row.base), kind: 'z' };
  return { result: oneProportionZ(m.prop.x / m.prop.n, m.prop.n, p0), kind: 'z' };
}

export function compareBenchmark(
  plan: BenchmarkPlan,
  chart: DashboardChart,
  measures: Measure[],
  other: ItemResult | undefined,
  level: number,
  lang: Lang,
): BenchmarkFigures {
  const { benchmark } = plan;
  const alpha = 1 - level / 100;
  const head = { id: benchmark.id, label: benchmark.label, kind: benchmark.kind, level };
  if (plan.denied !== null)
    return { ...head, base: null, values: [], problem: CHART_MESSAGES.benchmarkDenied[lang](plan.denied) };
  switch (benchmark.kind) {
    case 'target':
      return {
        ...head,
        base: null,
        values: measures.map((m) => tested(m.actual, benchmark.value, null, alpha, m.label)),
        problem: null,
      };
    case 'norm': {
      const rows = new Map(benchmark.rows.map((r) => [norm(r.label), r]));
      const values = measures.map((m) => {
        const row = m.label === '' ? benchmark.rows[0] : rows.get(norm(m.label));
        return row
          ? tested(m.actual, row.value, normTest(m, row), alpha, m.label)
          : tested(m.actual, null, null, alpha, m.label);
      });
      return { ...head, base: null, values, problem: null };
    }
    case 'survey':
    case 'period': {
      if (!other || other.kind === 'missing') {
        const what = benchmark.kind === 'survey' ? benchmark.variableId : chart.sources[0]!.variableIds[0]!;
        return { ...head, base: null, values: [], problem: CHART_MESSAGES.benchmarkMissing[lang](what) };
      }
      const theirs = new Map(measuresOf(chart, other).map((m) => [norm(m.label), m]));
      const base = other.kind === 'tally' ? other.base : other.kind === 'count' ? other.rows : null;
      const values = measures.map((m) => {
        const match = theirs.get(norm(m.label));
        return match
          ? tested(m.actual, match.actual, twoSample(m, match), alpha, m.label)
          : tested(m.actual, null, null, alpha, m.label);
      });
      return { ...head, base, values, problem: null };
    }
  }
}

/** The chart's test level: its cross table's, else 95. */
export function levelOf(chart: DashboardChart): number {
  return chart.cross?.test.level ?? 95;
}

export type { ChartFigures };
