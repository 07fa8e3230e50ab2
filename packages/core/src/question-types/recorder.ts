import { z } from 'zod';
import { QuestionType } from '../model/enums.ts';
import { ZRecorderSetting } from '../model/settings.ts';
import { defineQuestionType } from './define.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { checkRange, column, columnKey, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Recorder: a voice recording lasting `min` to `max` seconds. */
export const recorder = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Recorder,
  key: 'recorder',
  name: { zh: '录音题', en: 'Voice recording' },
  settingSchema: withSettingRules(ZRecorderSetting, ordered('min', 'max')),
  defaultSetting: () => ({ required: true, min: 1, max: 60, time: 60 }),
  defaultOptionCount: 3,
  answer: {
    schema: z.object({ url: z.string().min(1).max(2000), duration: z.number().nonnegative() }),
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
