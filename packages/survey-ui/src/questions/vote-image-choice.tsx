import { QuestionType } from '@cairn/core/model/enums';
import type { voteImageChoice } from '@cairn/core/question-types/vote-image-choice';
import { MultiChoice } from '../components/MultiChoice.tsx';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps } from '../types.ts';
import { voteDefaults } from './vote-choice.tsx';

type Answer = AnswerOf<typeof voteImageChoice>;

function VoteImageChoice(props: QuestionProps<Answer>) {
  const setting = readSetting(voteDefaults(), props.node.setting);
  return <MultiChoice {...props} setting={setting} isMultiple={setting.is_multiple} variant="image" />;
}

export const voteImageChoiceRenderer = defineRenderer({
  key: 'vote-image-choice',
  type: QuestionType.VoteImageChoice,
  defaults: voteDefaults,
  Component: VoteImageChoice,
});
