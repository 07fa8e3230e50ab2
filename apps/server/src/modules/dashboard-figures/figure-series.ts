import type {
  ChartOptions,
  FigureCategory,
  FigurePoint,
  FigureSeries,
  KpiFigure,
  NpsFigure,
} from '@cairn/contract';
import type { ItemResult, PointBucket } from '../report/dashboard/chart-items.ts';

type Tally = Extract<ItemResult, { kind: 'tally' }>;
type Points = Extract<ItemResult, { kind: 'points' }>;

/**
 * Figures from the worker's aggregates (pure): percents of the base, the chart's order, sort and
 * top n, means from sums, points per interval, NPS and KPI values.
 */

export const percentOf = (part: number, base: number) => (base > 0 ? (part / base) * 100 : 0);
export const meanOf = (sums: { w: number; wx: number } | null) =>
  sums && sums.w > 0 ? sums.wx / sums.w : null;

/** Categories as the chart draws them: the saved order first, then sorted, then the first n. */
export function arranged(categories: FigureCategory[], options: ChartOptions): FigureCategory[] {
  let out = categories;
  if (options.order && options.order.length > 0) {
    const rank = new Map(options.order.map((value, i) => [value, i]));
    const at = (c: FigureCategory) => rank.get(c.value) ?? options.order!.length;
    out = [...out].sort((a, b) => at(a) - at(b));
  }
  if (options.sort !== 'none') {
    const sign = options.sort === 'desc' ? -1 : 1;
    out = [...out].sort((a, b) => sign * (a.count - b.count));
  }
  return options.topN > 0 ? out.slice(0, options.topN) : out;
}

export function tallySeries(
  head: Pick<FigureSeries, 'key' | 'surveyCode' | 'variableId' | 'label'>,
  tally: Tally,
  options: ChartOptions,
): FigureSeries {
  const categories = tally.categories.map((c) => ({
    value: c.value,
    label: c.label,
    count: c.count,
    percent: percentOf(c.count, tally.base),
  }));
  return {
    ...head,
    base: tally.base,
    weighted: tally.weighted,
    categories: arranged(categories, options),
    mean: meanOf(tally.numeric),
  };
}

const dayLabel = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A bucket's value of the metric, and the base it is of. */
function bucketValue(b: PointBucket, metric: ChartOptions['metric']): { value: number; base: number } {
  switch (metric) {
    case 'responses':
      return { value: b.rows, base: b.rows };
    case 'category':
      return { value: percentOf(b.hits, b.rows), base: b.rows };
    case 'mean':
      return { value: meanOf(b.sums) ?? 0, base: b.sums.w };
    case 'nps':
      return { value: percentOf(b.promoters - b.detractors, b.sums.w), base: b.sums.w };
  }
}

export function pointSeries(
  head: Pick<FigureSeries, 'key' | 'surveyCode' | 'variableId' | 'label'>,
  points: Points,
  metric: ChartOptions['metric'],
): FigureSeries {
  const list: FigurePoint[] = points.buckets.map((b) => ({
    label: dayLabel(b.at),
    at: b.at,
    ...bucketValue(b, metric),
  }));
  const total = totalBucket(points);
  return {
    ...head,
    base: bucketValue(total, metric).base,
    weighted: points.weighted,
    categories: [],
    mean: metric === 'mean' ? meanOf(total.sums) : null,
    points: list,
  };
}

/** Every bucket added up (a line's overall figure, for its benchmarks). */
export function totalBucket(points: Points): PointBucket {
  const total: PointBucket = {
    at: 0,
    rows: 0,
    hits: 0,
    sums: { n: 0, w: 0, wx: 0, wx2: 0 },
    promoters: 0,
    detractors: 0,
  };
  for (const b of points.buckets) {
    total.rows += b.rows;
    total.hits += b.hits;
    total.promoters += b.promoters;
    total.detractors += b.detractors;
    total.sums.n += b.sums.n;
    total.sums.w += b.sums.w;
    total.sums.wx += b.sums.wx;
    total.sums.wx2 += b.sums.wx2;
  }
  return total;
}

export function lineValue(points: Points, metric: ChartOptions['metric']): number {
  return bucketValue(totalBucket(points), metric).value;
}

/** An NPS tally's groups are detractors, passives, promoters (stats npsGroups' bands), in percent. */
export function npsOf(tally: Tally): NpsFigure {
  const [detractors = 0, passives = 0, promoters = 0] = tally.categories.map((c) => c.count);
  const base = tally.base;
  return {
    score: percentOf(promoters - detractors, base),
    promoters: percentOf(promoters, base),
    passives: percentOf(passives, base),
    detractors: percentOf(detractors, base),
    base,
  };
}

/** A KPI's value from its item: rows, a category's percent, a mean or an NPS. */
export function kpiValue(result: ItemResult | undefined, options: ChartOptions): number | null {
  if (!result) return null;
  if (result.kind === 'count') return result.rows;
  if (result.kind !== 'tally') return null;
  switch (options.metric) {
    case 'responses':
      return result.rows;
    case 'category': {
      const hit = result.categories.find((c) => c.value === options.category);
      return result.base > 0 ? percentOf(hit?.count ?? 0, result.base) : null;
    }
    case 'mean':
      return meanOf(result.numeric);
    case 'nps':
      return result.base > 0 ? npsOf(result).score : null;
  }
}

export function kpiOf(
  value: number | null,
  previous: number | null,
  options: ChartOptions,
  compared: boolean,
): KpiFigure {
  const before = compared ? previous : null;
  return {
    metric: options.metric,
    value,
    previous: before,
    // In the value's unit (percentage points for a share).
    change: value !== null && before !== null ? value - before : null,
    unit: options.metric === 'category' ? '%' : '',
  };
}
