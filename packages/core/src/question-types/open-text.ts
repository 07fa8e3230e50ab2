import { QuestionType } from '../model/enums.ts';
import type { OpenSetting } from '../model/settings.ts';
import { cellsReader, textCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { checkTypedValue, isNumericFormat } from './input-format.ts';
import { column, isBlank, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/**
 * Open text: one typed answer checked against its format (spec input formats) and limits.
 * `is_unique` (no other response gave the same value) needs all responses: the server checks it.
 */
export const openText = defineQuestionType<OpenSetting, string>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.OpenText,
  key: 'open-text',
  name: { zh: '填空题', en: 'Open text' },
  defaultSetting: () => ({
    required: true,
    suffix: '',
    size: 1,
    format: 0,
    min: null,
    max: null,
    is_unique: false,
    time: 60,
  }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: isBlank,
    validate: (answer, ctx) => checkTypedValue(answer, ctx.setting, []),
    columns: (ctx) => [
      column(
        ctx.node,
        isNumericFormat(ctx.setting.format) ? 'number' : 'text',
        `n${ctx.node.id}`,
        nodeLabel(ctx.node),
      ),
    ],
    toCells: (answer, ctx) => ({
      [`n${ctx.node.id}`]: isNumericFormat(ctx.setting.format) ? Number(answer.trim()) : answer,
    }),
    cellWriter: (ctx) =>
      isNumericFormat(ctx.setting.format)
        ? (answer, out, at) => {
            out[at] = Number(answer.trim());
          }
        : (answer, out, at) => {
            out[at] = answer;
          },
    uniqueCells: (answer, ctx) => (ctx.setting.is_unique ? { [`n${ctx.node.id}`]: answer.trim() } : {}),
    toNumbers: (answer) => {
      const value = Number(answer.trim());
      return answer.trim() !== '' && Number.isFinite(value) ? [value] : [];
    },
    fromCells: cellsReader((cells, ctx) => textCell(cells, `n${ctx.node.id}`)),
  },
});
