import { QuestionType } from '../model/enums.ts';
import { defineQuestionType } from './define.ts';
import { imageChoiceAnswer } from './image-choice.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';
import { ZVoteChoiceSetting } from './vote-choice.ts';

/** A vote over images: options are uploaded images, so a new question has none. */
export const voteImageChoice = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.VoteImageChoice,
  key: 'vote-image-choice',
  name: { zh: '图片投票', en: 'Image vote' },
  settingSchema: ZVoteChoiceSetting,
  defaultSetting: () => ({ ...defaultChoiceSetting(), display_result: false, is_multiple: false }),
  defaultOptionCount: 0,
  answer: imageChoiceAnswer(),
});
