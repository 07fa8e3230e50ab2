import type { CleaningMatch, CleaningReason, ZCleaningBody } from '@cairn/contract';
import { type CleaningResult, cleanRows, isTextColumn, type CleaningReason as RowReason } from '@cairn/stats';
import type { z } from 'zod';
import type { CleaningData } from './cleaning-data.ts';

export type CleaningRequest = z.output<typeof ZCleaningBody>;

/**
 * The rules over the complete responses; with `only` (the active filter's responses) a response
 * outside it matches nothing, so preview, counts and apply all stay inside what the bar says is
 * shown. Duplicates are still found against every response: a copy outside the filter is a copy.
 */
export function evaluateCleaning(
  data: CleaningData,
  request: CleaningRequest,
  only: ReadonlySet<string> | null = null,
): CleaningResult {
  const result = cleanRows(data.input, { combine: request.combine, rules: request.rules });
  if (only === null) return result;
  const outside = (row: number) => !only.has(data.ids[row]!);
  const narrow = (mask: Uint8Array) => {
    let count = 0;
    for (let row = 0; row < mask.length; row++) {
      if (mask[row] && outside(row)) mask[row] = 0;
      count += mask[row]!;
    }
    return count;
  };
  for (const outcome of result.outcomes) outcome.count = narrow(outcome.mask);
  return { ...result, count: narrow(result.mask) };
}

/** How many of the cleaning's candidates (complete responses) the filter keeps. */
export function candidatesIn(data: CleaningData, only: ReadonlySet<string> | null): number {
  return only === null ? data.ids.length : data.ids.filter((id) => only.has(id)).length;
}

/** The rows a result matched, in dataset order (oldest submission first). */
export function matchedRows(result: CleaningResult): number[] {
  const rows: number[] = [];
  for (let row = 0; row < result.mask.length; row++) if (result.mask[row]) rows.push(row);
  return rows;
}

/** A stats reason as the contract tells it: questions by code, texts quoted. */
function describe(data: CleaningData, row: number, reason: RowReason): CleaningReason {
  switch (reason.type) {
    case 'straight-lining':
      return { type: reason.type, questions: reason.matrices };
    case 'meaningless-text': {
      return {
        type: reason.type,
        answers: reason.columns.map((key) => {
          const column = data.input.dataset.column(key);
          const value = column && isTextColumn(column) ? column.values[row] : null;
          return { question: data.codeByKey.get(key) ?? key, text: String(value ?? '') };
        }),
      };
    }
    default:
      return reason;
  }
}

export function matchOf(data: CleaningData, result: CleaningResult, row: number): CleaningMatch {
  const duration = data.input.durations[row]!;
  return {
    responseId: data.ids[row]!,
    submittedAt: data.submittedAt[row] ?? null,
    durationMs: Number.isNaN(duration) ? null : duration,
    reasons: result.reasons(row).map((reason) => describe(data, row, reason)),
  };
}
