import { QuestionType } from '../model/enums.ts';
import type { EmptySetting } from '../model/settings-extra.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/** Text (90): a paragraph shown to respondents (its title is the rich text); no answer, no code. */
export const text = defineQuestionType<EmptySetting, unknown>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Text,
  key: 'text',
  name: { zh: '文本描述', en: 'Text' },
  hasCode: false,
  defaultSetting: () => ({}),
  defaultOptionCount: 0,
  answer: null,
});
