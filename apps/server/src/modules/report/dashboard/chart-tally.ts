import {
  type CodedValues,
  type CrossVariable,
  codedHistogram,
  crossTable,
  isTextColumn,
  rowsOf,
  sliceVariable,
  type ValueHistogram,
  valueHistogram,
} from '@cairn/stats';
import { type ResolveContext, resolveVariable } from '../analysis/resolve-variable.ts';
import type { ItemResult, NumericSums, TallyCategory } from './chart-items.ts';
import { eachRow, engineSelection, type Span } from './chart-selection.ts';

export type Tally = Extract<ItemResult, { kind: 'tally' }>;

/** A number shown as categories lists at most this many distinct values (else its mean only), as cross tables. */
const MAX_VALUE_CATEGORIES = 50;

export const emptySums = (): NumericSums => ({ n: 0, w: 0, wx: 0, wx2: 0 });

/** Σw of the span's kept rows (their count unweighted). */
export function spanRows(span: Span, weights: Float64Array | null): number {
  if (!weights) return span.kept;
  let sum = 0;
  eachRow(span, (row) => {
    sum += weights[row]!;
  });
  return sum;
}

/**
 * A number column's sums over the span and its distinct values as categories (null past
 * MAX_VALUE_CATEGORIES), in one pass: the board's value histogram when every value is a small
 * integer or half (ratings, NPS, sliders), else a plain loop (no closure per row).
 */
export function numberFigures(
  values: Float64Array,
  coded: CodedValues | null,
  span: Span,
  weights: Float64Array | null,
): { sums: NumericSums; categories: { value: number; label: string }[] | null } {
  // Every row's mask: the column's one-byte codes counted four rows a word (the same histogram,
  // coded-histogram.ts), instead of a list of the kept rows made and their floats read.
  const codedHist =
    coded && span.start === 0 && coded.codes.length === span.end
      ? codedHistogram(coded, { mask: span.mask, rows: span.rows, weights })
      : null;
  if (codedHist?.keyed) return histogramFigures(codedHist);
  const rows = span.rows ?? rowsOf(span.mask);
  if (span.rows === null && span.start > 0)
    for (let i = 0; i < rows.length; i++) rows[i] = rows[i]! + span.start;
  const hist = valueHistogram(values, rows, weights);
  if (hist) return histogramFigures(hist);
  const sums = emptySums();
  const seen = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const x = values[row]!;
    if (Number.isNaN(x)) continue;
    const w = weights ? weights[row]! : 1;
    sums.n += 1;
    sums.w += w;
    sums.wx += w * x;
    sums.wx2 += w * x * x;
    if (seen.size <= MAX_VALUE_CATEGORIES) seen.add(x);
  }
  const categories =
    seen.size > MAX_VALUE_CATEGORIES
      ? null
      : [...seen].sort((a, b) => a - b).map((value) => ({ value, label: String(value) }));
  return { sums, categories };
}

function histogramFigures(hist: ValueHistogram): ReturnType<typeof numberFigures> {
  const sums = emptySums();
  sums.n = hist.n;
  hist.values.forEach((x, k) => {
    const w = hist.counts[k]!;
    sums.w += w;
    sums.wx += w * x;
    sums.wx2 += w * x * x;
  });
  const categories =
    hist.values.length > MAX_VALUE_CATEGORIES
      ? null
      : hist.values.map((value) => ({ value, label: String(value) }));
  return { sums, categories };
}

/**
 * A variable's categories over a span, counted by the cross engine as a one-stub table with its
 * Total column only (so weights, multiple responses, codes and empty cells mean what they mean
 * in cross tables), and for a number also its sums. null: the survey has no such variable now.
 */
export function tallyOf(
  context: ResolveContext,
  variableId: string,
  mode: 'default' | 'nps',
  span: Span,
  weights: Float64Array | null,
): Tally | null {
  const item = context.items.get(variableId);
  if (!item) return null;
  // Rows appended since the aggregate: the variable is a view of those rows only, so nothing
  // (a number's category codes, a device's codes) is prepared over the rows counted before.
  const delta = span.start > 0;
  const range = delta ? { start: span.start, end: span.end } : null;
  const { entry, source } = item;
  const label = entry.label === entry.code ? entry.code : `${entry.code} ${entry.label}`.trim();
  let variable: CrossVariable | null;
  let numeric: NumericSums | null = null;
  if (source.type === 'number' && mode === 'default') {
    const column = context.survey.dataset.column(source.key);
    if (!column || column.kind === 'multi-flag' || isTextColumn(column)) return null;
    const figures = numberFigures(column.values, column.coded ?? null, span, weights);
    numeric = figures.sums;
    const { categories } = figures;
    // Its one-byte codes when it has them: the engine's coded pass, no category per float.
    const whole: CrossVariable | null = categories
      ? {
          kind: 'single',
          key: variableId,
          label,
          categories,
          values: column.values,
          ...(column.coded ? { coded: column.coded } : {}),
        }
      : null;
    variable = whole && range ? sliceVariable(whole, range.start, range.end) : whole;
  } else {
    try {
      variable = resolveVariable(
        range ? { ...context, range } : context,
        mode === 'nps' ? { id: variableId, mode: 'nps' } : { id: variableId },
        mode === 'nps' ? 'stub' : 'banner',
      );
    } catch {
      return null;
    }
  }
  const rows = spanRows(span, weights);
  const result: Tally = {
    kind: 'tally',
    weighted: weights !== null,
    label,
    base: numeric ? numeric.w : 0,
    rows,
    multiple: variable?.kind === 'multi',
    categories: [],
    numeric,
  };
  if (!variable) return result;
  const table = crossTable({
    stubs: [variable],
    banner: [],
    ...(range ? { mask: span.mask, rows: null } : engineSelection(span)),
    weights: range && weights ? weights.subarray(range.start, range.end) : weights,
  });
  const block = table.blocks[0];
  if (block?.kind !== 'categorical') return result;
  result.base = block.bases[0]?.base ?? 0;
  result.categories = block.rows.map((row, index) => ({
    value: row.value ?? index,
    label: row.label,
    count: row.cells[0]?.count ?? 0,
  }));
  return result;
}

/** An aggregate with the appended rows' tally added. */
export function addTally(held: Tally, more: Tally): Tally {
  const categories = new Map<number, TallyCategory>(held.categories.map((c) => [c.value, { ...c }]));
  for (const c of more.categories) {
    const known = categories.get(c.value);
    if (known) known.count += c.count;
    else categories.set(c.value, { ...c });
  }
  const numeric =
    held.numeric && more.numeric
      ? {
          n: held.numeric.n + more.numeric.n,
          w: held.numeric.w + more.numeric.w,
          wx: held.numeric.wx + more.numeric.wx,
          wx2: held.numeric.wx2 + more.numeric.wx2,
        }
      : held.numeric;
  return {
    ...held,
    base: held.base + more.base,
    rows: held.rows + more.rows,
    // A category first seen in the new rows (a number's new value, a new day) goes in value order.
    categories: [...categories.values()].sort((a, b) =>
      held.categories.length > 0 && numeric === null ? 0 : a.value - b.value,
    ),
    numeric,
  };
}
