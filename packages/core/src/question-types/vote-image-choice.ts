import { QuestionType } from '../model/enums.ts';
import type { VoteChoiceSetting } from '../model/settings.ts';
import type { MultipleAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { imageChoiceAnswer } from './image-choice.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

/** A vote over images: options are uploaded images, so a new question has none. */
export const voteImageChoice = defineQuestionType<VoteChoiceSetting, MultipleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.VoteImageChoice,
  key: 'vote-image-choice',
  name: { zh: '图片投票', en: 'Image vote' },
  defaultSetting: () => ({ ...defaultChoiceSetting(), display_result: false, is_multiple: false }),
  defaultOptionCount: 0,
  answer: imageChoiceAnswer(),
});
