import { z } from 'zod';
import { QuestionType } from '../model/enums.ts';
import { ZBaseSetting } from '../model/settings.ts';
import { defineQuestionType } from './define.ts';
import { column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Signature: the respondent draws a signature; the answer is the stored image. */
export const signature = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Signature,
  key: 'signature',
  name: { zh: '签名题', en: 'Signature' },
  settingSchema: ZBaseSetting,
  defaultSetting: () => ({ required: true }),
  defaultOptionCount: 3,
  answer: {
    schema: z.object({ url: z.string().min(1).max(2000) }),
    isEmpty: () => false,
    validate: () => [],
    columns: (ctx) => [column(ctx.node, 'file', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (answer, ctx) => ({ [`n${ctx.node.id}`]: answer.url }),
  },
});
