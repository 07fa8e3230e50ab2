import { QuestionType } from '../model/enums.ts';
import type { BaseSetting } from '../model/settings.ts';
import type { SignatureAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Signature: the respondent draws a signature; the answer is the stored image. */
export const signature = defineQuestionType<BaseSetting, SignatureAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Signature,
  key: 'signature',
  name: { zh: '签名题', en: 'Signature' },
  defaultSetting: () => ({ required: true }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: () => false,
    validate: () => [],
    columns: (ctx) => [column(ctx.node, 'file', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (answer, ctx) => ({ [`n${ctx.node.id}`]: answer.url }),
  },
});
