import type { ResolveContext } from '../analysis/resolve-variable.ts';
import type { ChartItem, ItemResult, PointBucket } from './chart-items.ts';
import { eachRow, type Span } from './chart-selection.ts';
import { emptySums } from './chart-tally.ts';

type PointsItem = Extract<ChartItem, { kind: 'points' }>;
export type Points = Extract<ItemResult, { kind: 'points' }>;

const DAY = 86_400_000;

/** The start (UTC midnight of the local date) of the interval a submit time falls in. */
export function bucketOf(time: number, interval: PointsItem['interval'], offsetMinutes: number): number {
  const day = Math.floor((time + offsetMinutes * 60_000) / DAY);
  if (interval === 'day') return day * DAY;
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is days since Monday.
  if (interval === 'week') return (day - ((((day + 3) % 7) + 7) % 7)) * DAY;
  const date = new Date(day * DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** What a row contributes: its value (NaN none) and whether it hits the category. */
function readers(
  context: ResolveContext,
  item: PointsItem,
): { value: (row: number) => number; hit: (row: number) => boolean } | null {
  const none = { value: () => Number.NaN, hit: () => false };
  if (item.variableId === null) return none;
  const found = context.items.get(item.variableId);
  if (!found) return null;
  const { source } = found;
  const { dataset } = context.survey;
  if (source.type === 'single' || source.type === 'number') {
    const column = dataset.column(source.key);
    if (!column || (column.kind !== 'single' && column.kind !== 'number')) return null;
    const values = column.values as Float64Array;
    return { value: (row) => values[row]!, hit: (row) => values[row] === item.category };
  }
  if (source.type === 'flags') {
    const key = item.category === null ? undefined : source.keys[item.category];
    const flags = key ? dataset.column(key) : undefined;
    const chosen = flags?.kind === 'multi-flag' ? (flags.values as Uint8Array) : null;
    return { value: () => Number.NaN, hit: (row) => chosen !== null && chosen[row] === 1 };
  }
  return none;
}

/** Per interval: rows, rows of the category, the variable's sums and its NPS groups. */
export function pointsOf(
  context: ResolveContext,
  item: PointsItem,
  span: Span,
  weights: Float64Array | null,
): Points | null {
  const read = readers(context, item);
  if (!read) return null;
  const times = context.survey.dataset.submittedAt();
  const buckets = new Map<number, PointBucket>();
  eachRow(span, (row) => {
    const at = bucketOf(times[row]!, item.interval, context.offsetMinutes);
    let bucket = buckets.get(at);
    if (!bucket) {
      bucket = { at, rows: 0, hits: 0, sums: emptySums(), promoters: 0, detractors: 0 };
      buckets.set(at, bucket);
    }
    const w = weights ? weights[row]! : 1;
    bucket.rows += w;
    if (read.hit(row)) bucket.hits += w;
    const x = read.value(row);
    if (Number.isNaN(x)) return;
    bucket.sums.n += 1;
    bucket.sums.w += w;
    bucket.sums.wx += w * x;
    bucket.sums.wx2 += w * x * x;
    if (x >= 9) bucket.promoters += w;
    else if (x <= 6) bucket.detractors += w;
  });
  return {
    kind: 'points',
    weighted: weights !== null,
    buckets: [...buckets.values()].sort((a, b) => a.at - b.at),
  };
}

export function addPoints(held: Points, more: Points): Points {
  const buckets = new Map(held.buckets.map((b) => [b.at, { ...b, sums: { ...b.sums } }]));
  for (const b of more.buckets) {
    const known = buckets.get(b.at);
    if (!known) {
      buckets.set(b.at, b);
      continue;
    }
    known.rows += b.rows;
    known.hits += b.hits;
    known.promoters += b.promoters;
    known.detractors += b.detractors;
    known.sums.n += b.sums.n;
    known.sums.w += b.sums.w;
    known.sums.wx += b.sums.wx;
    known.sums.wx2 += b.sums.wx2;
  }
  return { ...held, buckets: [...buckets.values()].sort((a, b) => a.at - b.at) };
}
