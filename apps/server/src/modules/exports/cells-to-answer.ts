import { toPlainText } from '@cairn/core';
import type { AnalysisQuestion } from '../report/analysis-source.ts';
import { restoreText } from './neutralise.ts';
import { LABEL_SEPARATOR, type LayoutColumn, optionValue } from './raw-layout.ts';

/** A sheet cell as read: exceljs gives numbers, strings, dates or rich values; import keeps these two. */
export type SheetCell = string | number | null;

export type AnswerRead = { ok: true; answer: unknown } | { ok: false; column: string; message: string };

/**
 * The inverse of the raw layout for one question: its columns' cells back to an answer, for the
 * types whose answers the layout fully carries (single choice and dropdown, multiple choice,
 * open text). `undefined` answer: the question was left empty. Other types are refused with a
 * message naming the column, so a row is reported rather than imported with an answer missing.
 */
export function cellsToAnswer(
  question: AnalysisQuestion,
  columns: readonly LayoutColumn[],
  cellOf: (code: string) => SheetCell,
): AnswerRead {
  const mine = columns.filter((c) => c.kind !== 'fixed' && c.question.node.id === question.node.id);
  const values = mine.map((c) => ({ column: c, value: cellOf(c.code) }));
  if (values.every((v) => v.value === null || v.value === '')) return { ok: true, answer: undefined };
  const byKey = new Map(
    values.flatMap((v) => (v.column.kind === 'cell' ? [[v.column.key, v] as const] : [])),
  );
  const optionOf = (value: SheetCell) =>
    question.options.find((o) =>
      typeof value === 'number' ? optionValue(o) === value : toPlainText(o.title) === String(value).trim(),
    );
  const otherText = (optionId: number) => {
    const cell = [...byKey.entries()].find(([key]) => key.endsWith(`_o${optionId}_text`))?.[1]?.value;
    return cell === null || cell === undefined || cell === '' ? undefined : restoreText(String(cell));
  };
  const kind = question.description.kind;
  const first = mine[0]!;

  if (kind === 'choice' && first.kind === 'cell' && first.key === `n${question.node.id}`) {
    const value = numeric(cellOf(first.code));
    const option = optionOf(value);
    if (!option) return { ok: false, column: first.code, message: `no option ${String(value)}` };
    const text = otherText(option.id);
    return { ok: true, answer: text === undefined ? { optionId: option.id } : { optionId: option.id, text } };
  }
  if (kind === 'multiple') {
    const chosen: number[] = [];
    for (const v of values) {
      if (v.column.kind === 'merged') {
        if (v.value === null || v.value === '') continue;
        const parts = String(v.value).includes(LABEL_SEPARATOR)
          ? String(v.value).split(LABEL_SEPARATOR)
          : String(v.value).split(',');
        for (const part of parts) {
          const option = optionOf(numeric(part.trim()));
          if (!option) return { ok: false, column: v.column.code, message: `no option ${part.trim()}` };
          chosen.push(option.id);
        }
      } else if (v.column.kind === 'cell' && v.column.columnKind === 'multi-flag') {
        const flag = numeric(v.value);
        if (flag !== 0 && flag !== 1 && flag !== null && flag !== '')
          return { ok: false, column: v.column.code, message: 'write 1 (chosen) or 0' };
        const column = question.columns.find((c) => c.key === (v.column as { key: string }).key);
        if (flag === 1 && column?.optionId !== undefined) chosen.push(column.optionId);
      }
    }
    const texts: Record<number, string> = {};
    for (const id of chosen) {
      const text = otherText(id);
      if (text !== undefined) texts[id] = text;
    }
    return {
      ok: true,
      answer: Object.keys(texts).length ? { optionIds: chosen, texts } : { optionIds: chosen },
    };
  }
  if (kind === 'text' && mine.length === 1 && first.kind === 'cell') {
    const value = cellOf(first.code);
    return { ok: true, answer: restoreText(String(value)) };
  }
  return { ok: false, column: first.code, message: 'answers of this question type cannot be imported' };
}

/** A code cell written as text ("2") read as the number it is. */
function numeric(value: SheetCell): SheetCell {
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}
