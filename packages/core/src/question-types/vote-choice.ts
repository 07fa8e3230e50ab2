import { QuestionType } from '../model/enums.ts';
import type { VoteChoiceSetting } from '../model/settings.ts';
import type { MultipleAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { imageChoiceAnswer } from './image-choice.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

/** Vote: a choice whose running result respondents may see (`display_result`); one vote unless `is_multiple`. */
export const voteChoice = defineQuestionType<VoteChoiceSetting, MultipleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.VoteChoice,
  key: 'vote-choice',
  name: { zh: '投票单选', en: 'Vote' },
  defaultSetting: () => ({ ...defaultChoiceSetting(), display_result: false, is_multiple: false }),
  defaultOptionCount: 3,
  answer: imageChoiceAnswer(),
});
