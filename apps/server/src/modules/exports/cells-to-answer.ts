import { type CellValue, cellsAnswerReader, toPlainText } from '@cairn/core';
import type { AnalysisQuestion } from '../report/analysis-source.ts';
import { restoreText } from './neutralise.ts';
import { flagOption, LABEL_SEPARATOR, type LayoutColumn, optionValue } from './raw-layout.ts';

/** A sheet cell as read: exceljs gives numbers, strings, dates or rich values; import keeps these two. */
export type SheetCell = string | number | null;

export type AnswerRead = { ok: true; answer: unknown } | { ok: false; column: string; message: string };

type CellColumn = Extract<LayoutColumn, { kind: 'cell' }>;
type MergedColumn = Extract<LayoutColumn, { kind: 'merged' }>;
type Fit<T> = { ok: true; value: T } | { ok: false; column: string; message: string };

/**
 * The inverse of the raw layout for one question, worked out once per question: a row's cells of
 * its columns, undone from what the layout wrote (labels back to codes, a format-1 merged column
 * back to 0/1 flags, neutralised text restored), go to core's `fromCells` for the question's
 * type. `undefined` answer: the question was left empty. A cell that does not fit, or a type
 * whose cells cannot carry the answer (files), is refused naming the column, so the row is
 * reported rather than imported with an answer missing.
 */
export function answerReader(
  question: AnalysisQuestion,
  layout: readonly LayoutColumn[],
): (cellOf: (code: string) => SheetCell) => AnswerRead {
  const mine = layout.filter(
    (c): c is CellColumn | MergedColumn => c.kind !== 'fixed' && c.question.node.id === question.node.id,
  );
  const codeOfKey = new Map<string, string>();
  for (const column of mine) {
    if (column.kind === 'cell') codeOfKey.set(column.key, column.code);
    else for (const key of column.flagKeys) codeOfKey.set(key, column.code);
  }
  const categories = new Map(question.columns.map((c) => [c.key, c.categories]));
  const fromCells = cellsAnswerReader(question.node, question.options);
  return (cellOf) => {
    const cells: Record<string, CellValue> = {};
    for (const column of mine) {
      const value = cellOf(column.code);
      if (column.kind === 'merged') {
        const flags = mergedFlags(question, column, value);
        if (!flags.ok) return flags;
        Object.assign(cells, flags.value);
      } else {
        const cell = sheetCell(value, categories.get(column.key), column.code);
        if (!cell.ok) return cell;
        cells[column.key] = cell.value;
      }
    }
    const read = fromCells(cells);
    if (read.ok) return read;
    return { ok: false, column: codeOfKey.get(read.key) ?? question.code, message: read.message };
  };
}

/**
 * One written cell back to the cell value: text restored from its formula guard, and in a column
 * with categories a label (dataType 'label') back to its category's value.
 */
function sheetCell(
  value: SheetCell,
  categories: readonly { value: number; label: string }[] | undefined,
  column: string,
): Fit<CellValue> {
  if (typeof value !== 'string') return { ok: true, value };
  const text = restoreText(value);
  if (!categories || text.trim() === '' || /^\d+$/.test(text.trim())) return { ok: true, value: text };
  const category = categories.find((c) => c.label === text.trim());
  return category
    ? { ok: true, value: category.value }
    : { ok: false, column, message: `no option ${text.trim()}` };
}

/**
 * A format-1 merged column (the chosen codes joined by ',', or labels by LABEL_SEPARATOR) back to
 * one 0/1 flag per option column; an empty cell leaves every flag empty (not answered).
 */
function mergedFlags(
  question: AnalysisQuestion,
  column: MergedColumn,
  value: SheetCell,
): Fit<Record<string, CellValue>> {
  if (value === null || value === '') return { ok: true, value: {} };
  const options = column.flagKeys.map((key) => flagOption(question, key));
  // A matrix of checkboxes flags each option once per row: its merged cell cannot say which row.
  if (options.some((o) => o === undefined) || new Set(options).size !== options.length)
    return { ok: false, column: column.code, message: 'this question reads back from format 2 only' };
  const text = restoreText(String(value));
  const parts = text.includes(LABEL_SEPARATOR) ? text.split(LABEL_SEPARATOR) : text.split(',');
  const flags: Record<string, CellValue> = Object.fromEntries(column.flagKeys.map((key) => [key, 0]));
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '') continue;
    const at = options.findIndex((o) =>
      /^\d+$/.test(part) ? optionValue(o!) === Number(part) : toPlainText(o!.title) === part,
    );
    if (at < 0) return { ok: false, column: column.code, message: `no option ${part}` };
    flags[column.flagKeys[at]!] = 1;
  }
  return { ok: true, value: flags };
}
