import { QuestionType } from '../model/enums.ts';
import { defineQuestionType } from './define.ts';
import { imageChoiceAnswer } from './image-choice.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';
import { ZVoteChoiceSetting } from './vote-choice.ts';

/** A vote over images: options are uploaded images, so a new question has none. */
export const voteImageChoice = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.VoteImageChoice,
  key: 'vote-image-choice',
  name: { zh: '图片投票', en: 'Image vote' },
  settingSchema: withSettingRules(ZVoteChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
  defaultSetting: () => ({ ...defaultChoiceSetting(), display_result: false, is_multiple: false }),
  defaultOptionCount: 0,
  answer: imageChoiceAnswer(),
});
