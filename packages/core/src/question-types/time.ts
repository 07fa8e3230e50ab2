import { QuestionType, TimeFormat } from '../model/enums.ts';
import type { TimeSetting } from '../model/settings-extra.ts';
import { cellsReader, textCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { answerIssue, column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Time (ours, 30): a time of day, HH:mm or HH:mm:ss, within optional bounds, on `minute_step`. */
const PATTERNS: Record<number, RegExp> = {
  [TimeFormat.HourMinute]: /^([01]\d|2[0-3]):([0-5]\d)$/,
  [TimeFormat.HourMinuteSecond]: /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/,
};

export const time = defineQuestionType<TimeSetting, string>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Time,
  key: 'time',
  name: { zh: '时间题', en: 'Time' },
  defaultSetting: () => ({ required: true, format: 0, start_time: null, end_time: null, minute_step: 1 }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (answer) => answer.trim() === '',
    validate: (answer, ctx) => {
      const match = (PATTERNS[ctx.setting.format] ?? PATTERNS[TimeFormat.HourMinute])?.exec(answer);
      if (!match) return [answerIssue('format', [], 'not a time in the expected form')];
      const { start_time: start, end_time: end, minute_step: step } = ctx.setting;
      // Fixed-width HH:mm(:ss) strings order like the times they stand for.
      if ((start && answer < start) || (end && answer.slice(0, end.length) > end))
        return [answerIssue('out_of_range', [], 'outside the allowed times')];
      if (Number(match[2]) % step !== 0) return [answerIssue('invalid', [], `minutes in steps of ${step}`)];
      return [];
    },
    columns: (ctx) => [column(ctx.node, 'time', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (answer, ctx) => ({ [`n${ctx.node.id}`]: answer }),
    cellWriter: () => (answer, out, at) => {
      out[at] = answer;
    },

    fromCells: cellsReader((cells, ctx) => textCell(cells, `n${ctx.node.id}`)),
  },
});
