import { InputFormat, QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import type { FormSetting } from '../model/settings.ts';
import type { TextsAnswer } from './answer-schemas.ts';
import { cellsReader, nonEmpty, textCell } from './cells-read.ts';
import type { AnswerIssue, CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { checkTypedValue, isNumericFormat } from './input-format.ts';
import {
  answerIssue,
  checkKeys,
  choiceById,
  choicesOf,
  column,
  isBlank,
  optionKey,
  optionLabel,
  QUESTION_DEFAULTS,
} from './shared.ts';

/**
 * Form: labelled inputs; its options are the fields, each with an input format and limits in
 * `setting` (format, min, max) and `required`. `is_sequence` numbers the fields on screen;
 * `is_norepeat` refuses a value another response gave (declared here, checked by the server).
 */
function fieldRule(field: OptionRecord) {
  const read = (key: string) =>
    typeof field.setting[key] === 'number' ? (field.setting[key] as number) : null;
  return { format: read('format') ?? InputFormat.None, min: read('min'), max: read('max') };
}

export const form = defineQuestionType<FormSetting, TextsAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Form,
  key: 'form',
  name: { zh: '表单题', en: 'Form' },
  defaultSetting: () => ({ required: true, time: 90, is_norepeat: false, is_sequence: false }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: (answer) => Object.values(answer).every(isBlank),
    validate: (answer, ctx) => {
      const fields = choiceById(ctx);
      const issues: AnswerIssue[] = checkKeys(answer, fields);
      for (const field of fields.values()) {
        const value = answer[field.id] ?? '';
        if (isBlank(value)) {
          if (field.required) issues.push(answerIssue('required', [field.id], 'fill in this field'));
        } else issues.push(...checkTypedValue(value, fieldRule(field), [field.id]));
      }
      return issues;
    },
    columns: (ctx) =>
      choicesOf(ctx).map((field) =>
        column(
          ctx.node,
          isNumericFormat(fieldRule(field).format) ? 'number' : 'text',
          optionKey(ctx.node.id, field),
          optionLabel(ctx.node, field),
          { optionId: field.id },
        ),
      ),
    toCells: (answer, ctx) => {
      const cells: Record<string, CellValue> = {};
      for (const field of choicesOf(ctx)) {
        const value = answer[field.id];
        if (value === undefined || isBlank(value)) continue;
        cells[optionKey(ctx.node.id, field)] = isNumericFormat(fieldRule(field).format)
          ? Number(value)
          : value;
      }
      return cells;
    },
    uniqueCells: (answer, ctx) =>
      ctx.setting.is_norepeat
        ? Object.fromEntries(
            choicesOf(ctx)
              .filter((field) => answer[field.id] !== undefined && !isBlank(answer[field.id] as string))
              .map((field) => [optionKey(ctx.node.id, field), (answer[field.id] as string).trim()]),
          )
        : {},
    fromCells: cellsReader((cells, ctx) => {
      const answer: Record<string, string> = {};
      for (const field of choicesOf(ctx)) {
        const value = textCell(cells, optionKey(ctx.node.id, field));
        if (value !== undefined && value !== '') answer[field.id] = value;
      }
      return nonEmpty(answer);
    }),
  },
});
