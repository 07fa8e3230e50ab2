import { compileFilter, countMask, rowsOf, sparseRows } from '@cairn/stats';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { compileReportFilter } from '../filters/compile-report-filter.ts';
import type { ItemSelection } from './chart-items.ts';

/**
 * The rows an item counts over a stretch of the dataset: all of it (a fresh figure) or the rows
 * appended since the item's aggregate was made. Every row's membership depends on that row
 * alone (conditions, status, time, source, device), so counting the appended rows with the
 * same mask and adding is what counting everything again would give.
 */
export interface Span {
  /** The selection's mask over rows [start, end): index i is row start + i. */
  mask: Uint8Array;
  start: number;
  end: number;
  /** The kept rows of [start, end) (row numbers of the dataset) when few or a delta; null: read the mask. */
  rows: Int32Array | null;
  /** How many rows of [start, end) the mask keeps (counted once per selection, not per item). */
  kept: number;
}

/** The selection's mask over rows [start, length): the filters AND-ed, then the period. */
export function selectionMask(survey: SurveyDataset, select: ItemSelection, start = 0): Uint8Array {
  const [first = null, ...rest] = select.filters;
  const mask = compileFilter(
    survey.dataset,
    {
      ...compileReportFilter(first, survey.questions),
      ...(select.from === null ? {} : { from: select.from }),
      ...(select.to === null ? {} : { to: select.to }),
    },
    start,
  );
  for (const definition of rest) {
    if (!definition) continue;
    const filter = compileReportFilter(definition, survey.questions);
    // No statuses named: the first filter's statuses decide (this one adds its conditions).
    if (definition.statuses.length === 0) delete filter.statuses;
    const more = compileFilter(survey.dataset, filter, start);
    for (let i = 0; i < mask.length; i++) mask[i] = mask[i]! & more[i]!;
  }
  return mask;
}

export function fullSpan(mask: Uint8Array): Span {
  const kept = countMask(mask, mask.length);
  return { mask, start: 0, end: mask.length, rows: sparseRows(mask, kept), kept };
}

/** The kept rows appended since `start`, from the mask of those rows only (`selectionMask(…, start)`). */
export function deltaSpan(mask: Uint8Array, start: number): Span {
  const rows = rowsOf(mask);
  for (let i = 0; i < rows.length; i++) rows[i] = rows[i]! + start;
  return { mask, start, end: start + mask.length, rows, kept: rows.length };
}

/** Visits the span's kept rows in order. */
export function eachRow(span: Span, visit: (row: number) => void): void {
  if (span.rows) {
    for (let i = 0; i < span.rows.length; i++) visit(span.rows[i]!);
    return;
  }
  const { mask, start } = span;
  for (let row = span.start; row < span.end; row++) if (mask[row - start]) visit(row);
}

/** The cross engine's selection of a span: a delta reads its list only. */
export function engineSelection(span: Span): { mask: Uint8Array | null; rows: Int32Array | null } {
  return span.start === 0 ? { mask: span.mask, rows: span.rows } : { mask: null, rows: span.rows };
}
