import { QuestionType } from '../model/enums.ts';
import { ZImageChoiceSetting, ZVoteSetting } from '../model/settings.ts';
import { defineQuestionType } from './define.ts';
import { imageChoiceAnswer } from './image-choice.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

export const ZVoteChoiceSetting = ZVoteSetting.extend(ZImageChoiceSetting.pick({ is_multiple: true }).shape);

/** Vote: a choice whose running result respondents may see (`display_result`); one vote unless `is_multiple`. */
export const voteChoice = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.VoteChoice,
  key: 'vote-choice',
  name: { zh: '投票单选', en: 'Vote' },
  settingSchema: withSettingRules(ZVoteChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
  defaultSetting: () => ({ ...defaultChoiceSetting(), display_result: false, is_multiple: false }),
  defaultOptionCount: 3,
  answer: imageChoiceAnswer(),
});
