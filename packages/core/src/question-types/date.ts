import { DateFormat, QuestionType } from '../model/enums.ts';
import type { DateSetting } from '../model/settings.ts';
import { cellsReader, textCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { answerIssue, column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Date: the text form of each format (spec: y-m-d, y-m, y, y-m-d with time). */
const PATTERNS: Record<number, RegExp> = {
  [DateFormat.YearMonthDay]: /^(\d{4})-(\d{2})-(\d{2})$/,
  [DateFormat.YearMonth]: /^(\d{4})-(\d{2})$/,
  [DateFormat.Year]: /^(\d{4})$/,
  [DateFormat.DateTime]: /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/,
};

function isRealDate(match: RegExpExecArray): boolean {
  const [, year, month = '01', day = '01'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** Bounds may be written more or less precisely than the answer: compare the common prefix. */
function compare(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length).localeCompare(b.slice(0, length));
}

export const date = defineQuestionType<DateSetting, string>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Date,
  key: 'date',
  name: { zh: '日期题', en: 'Date' },
  defaultSetting: () => ({ required: true, format: 0, start_time: null, end_time: null }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (answer) => answer.trim() === '',
    validate: (answer, ctx) => {
      const match = (PATTERNS[ctx.setting.format] ?? PATTERNS[DateFormat.YearMonthDay])?.exec(answer);
      if (!match || !isRealDate(match)) return [answerIssue('format', [], 'not a date in the expected form')];
      const { start_time: start, end_time: end } = ctx.setting;
      if ((start && compare(answer, start) < 0) || (end && compare(answer, end) > 0))
        return [answerIssue('out_of_range', [], 'outside the allowed dates')];
      return [];
    },
    columns: (ctx) => [column(ctx.node, 'date', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (answer, ctx) => ({ [`n${ctx.node.id}`]: answer }),
    cellWriter: () => (answer, out, at) => {
      out[at] = answer;
    },

    fromCells: cellsReader((cells, ctx) => textCell(cells, `n${ctx.node.id}`)),
  },
});
