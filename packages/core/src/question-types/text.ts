import { QuestionType } from '../model/enums.ts';
import { ZEmptySetting } from '../model/settings-extra.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/** Text (90): a paragraph shown to respondents (its title is the rich text); no answer, no code. */
export const text = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Text,
  key: 'text',
  name: { zh: '文本描述', en: 'Text' },
  hasCode: false,
  settingSchema: ZEmptySetting,
  defaultSetting: () => ({}),
  defaultOptionCount: 0,
  answer: null,
});
