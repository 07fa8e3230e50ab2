import { QuestionType } from '../model/enums.ts';
import type { RecorderSetting } from '../model/settings.ts';
import type { RecorderAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { checkRange, column, columnKey, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Recorder: a voice recording lasting `min` to `max` seconds. */
export const recorder = defineQuestionType<RecorderSetting, RecorderAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Recorder,
  key: 'recorder',
  name: { zh: '录音题', en: 'Voice recording' },
  defaultSetting: () => ({ required: true, min: 1, max: 60, time: 60 }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: () => false,
    validate: (answer, ctx) => checkRange(answer.duration, ctx.setting.min, ctx.setting.max, ['duration']),
    columns: (ctx) => [
      column(ctx.node, 'file', `n${ctx.node.id}`, nodeLabel(ctx.node)),
      column(ctx.node, 'number', columnKey(ctx.node.id, 'duration'), `${nodeLabel(ctx.node)} (seconds)`),
    ],
    toCells: (answer, ctx) => ({
      [`n${ctx.node.id}`]: answer.url,
      [columnKey(ctx.node.id, 'duration')]: answer.duration,
    }),
  },
});
