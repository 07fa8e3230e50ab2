import { InputFormat, QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import type { TableSetting } from '../model/settings.ts';
import type { TextsAnswer } from './answer-schemas.ts';
import { cellsReader, textCell } from './cells-read.ts';
import type { AnswerIssue, CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { checkTypedValue, isNumericFormat } from './input-format.ts';
import {
  answerIssue,
  checkCount,
  checkKeys,
  choiceById,
  choicesOf,
  column,
  columnKey,
  isBlank,
  optionLabel,
  QUESTION_DEFAULTS,
} from './shared.ts';

function formatOf(option: OptionRecord): number {
  return typeof option.setting.format === 'number' ? option.setting.format : InputFormat.None;
}

function checkCell(option: OptionRecord, value: string, path: AnswerIssue['path']): AnswerIssue[] {
  if (isBlank(value)) return option.required ? [answerIssue('required', path, 'fill in this cell')] : [];
  const format = formatOf(option);
  if (format === InputFormat.Dropdown) {
    const choices = Array.isArray(option.setting.choices) ? option.setting.choices : [];
    return choices.includes(value) ? [] : [answerIssue('unknown_option', path, 'not one of the choices')];
  }
  const limit = (key: string) =>
    typeof option.setting[key] === 'number' ? (option.setting[key] as number) : null;
  return checkTypedValue(value, { format, min: limit('min'), max: limit('max') }, path);
}

/**
 * Table: the options are the columns, each with an input format in `setting.format` (90 = a
 * dropdown of `setting.choices`); respondents fill rows, adding between `min` and `max` of them.
 */
export const table = defineQuestionType<TableSetting, TextsAnswer[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Table,
  key: 'table',
  name: { zh: '表格题', en: 'Table' },
  defaultSetting: () => ({ required: true, min: 1, max: 10, value: 2 }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: (rows) => rows.every((row) => Object.values(row).every(isBlank)),
    validate: (rows, ctx) => {
      const columns = choiceById(ctx);
      const issues = checkCount(rows.length, ctx.setting.min, ctx.setting.max, []);
      rows.forEach((row, r) => {
        issues.push(...checkKeys(row, columns).map((found) => ({ ...found, path: [r, ...found.path] })));
        for (const option of columns.values())
          issues.push(...checkCell(option, row[option.id] ?? '', [r, option.id]));
      });
      return issues;
    },
    columns: (ctx) =>
      Array.from({ length: ctx.setting.max }, (_, r) =>
        choicesOf(ctx).map((option) =>
          column(
            ctx.node,
            isNumericFormat(formatOf(option)) ? 'number' : 'text',
            columnKey(ctx.node.id, `r${r + 1}`, `o${option.id}`),
            optionLabel(ctx.node, option, ` (row ${r + 1})`),
            { optionId: option.id },
          ),
        ),
      ).flat(),
    toCells: (rows, ctx) => {
      const cells: Record<string, CellValue> = {};
      rows.forEach((row, r) => {
        for (const option of choicesOf(ctx)) {
          const value = row[option.id];
          if (value === undefined || isBlank(value)) continue;
          cells[columnKey(ctx.node.id, `r${r + 1}`, `o${option.id}`)] = isNumericFormat(formatOf(option))
            ? Number(value)
            : value;
        }
      });
      return cells;
    },
    fromCells: cellsReader((cells, ctx) => {
      const rows = Array.from({ length: ctx.setting.max }, (_, r) => {
        const row: Record<string, string> = {};
        for (const option of choicesOf(ctx)) {
          const value = textCell(cells, columnKey(ctx.node.id, `r${r + 1}`, `o${option.id}`));
          if (value !== undefined && value !== '') row[option.id] = value;
        }
        return row;
      });
      // Rows keep their places (an empty row 2 keeps row 3 in its columns); trailing ones go.
      while (rows.length > 0 && Object.keys(rows[rows.length - 1] as object).length === 0) rows.pop();
      return rows.length > 0 ? rows : undefined;
    }),
  },
});
