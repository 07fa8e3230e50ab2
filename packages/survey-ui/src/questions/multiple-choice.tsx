import { QuestionType } from '@cairn/core/model/enums';
import type { multipleChoice } from '@cairn/core/question-types/multiple-choice';
import { MultiChoice } from '../components/MultiChoice.tsx';
import { choiceDefaults } from '../defaults.ts';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps } from '../types.ts';

type Answer = AnswerOf<typeof multipleChoice>;

function MultipleChoice(props: QuestionProps<Answer>) {
  const setting = readSetting(choiceDefaults(), props.node.setting);
  return <MultiChoice {...props} setting={setting} isMultiple />;
}

export const multipleChoiceRenderer = defineRenderer({
  key: 'multiple-choice',
  type: QuestionType.MultipleChoice,
  defaults: choiceDefaults,
  Component: MultipleChoice,
});
