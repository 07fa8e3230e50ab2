import type { CleaningMatch, CleaningReason, ZCleaningBody } from '@cairn/contract';
import { type CleaningResult, cleanRows, isTextColumn, type CleaningReason as RowReason } from '@cairn/stats';
import type { z } from 'zod';
import type { CleaningData } from './cleaning-data.ts';

export type CleaningRequest = z.output<typeof ZCleaningBody>;

export function evaluateCleaning(data: CleaningData, request: CleaningRequest): CleaningResult {
  return cleanRows(data.input, { combine: request.combine, rules: request.rules });
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
