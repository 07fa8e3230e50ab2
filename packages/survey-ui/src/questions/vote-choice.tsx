import { QuestionType } from '@cairn/core/model/enums';
import type { voteChoice } from '@cairn/core/question-types/vote-choice';
import { MultiChoice } from '../components/MultiChoice.tsx';
import { choiceDefaults } from '../defaults.ts';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof voteChoice>;

export const voteDefaults = (): SettingOf<typeof voteChoice> => ({
  ...choiceDefaults(),
  display_result: false,
  is_multiple: false,
});

/** Vote: a choice with result bars when the host passes `results` (it decides by `display_result`). */
function VoteChoice(props: QuestionProps<Answer>) {
  const setting = readSetting(voteDefaults(), props.node.setting);
  return <MultiChoice {...props} setting={setting} isMultiple={setting.is_multiple} />;
}

export const voteChoiceRenderer = defineRenderer({
  key: 'vote-choice',
  type: QuestionType.VoteChoice,
  defaults: voteDefaults,
  Component: VoteChoice,
});
