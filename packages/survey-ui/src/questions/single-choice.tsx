import { QuestionType } from '@cairn/core/model/enums';
import type { singleChoice } from '@cairn/core/question-types/single-choice';
import { useId } from 'react';
import { ChoiceList } from '../components/ChoiceList.tsx';
import { choiceDefaults } from '../defaults.ts';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps } from '../types.ts';

type Answer = AnswerOf<typeof singleChoice>;

/** Single choice: `{ optionId, text? }`; the text belongs to an "other" option only. */
function SingleChoice(props: QuestionProps<Answer>) {
  const name = useId();
  const setting = readSetting(choiceDefaults(), props.node.setting);
  const { value } = props;
  return (
    <ChoiceList
      node={props.node}
      kind="radio"
      name={name}
      selected={value ? [value.optionId] : []}
      texts={value?.text !== undefined ? { [value.optionId]: value.text } : {}}
      onToggle={(option) => props.onChange({ optionId: option.id })}
      onText={(option, text) => props.onChange({ optionId: option.id, text })}
      lang={props.lang}
      titleId={props.titleId}
      disabled={props.disabled}
      columns={setting.column}
      mobileColumns={setting.mobile_column}
      inline={setting.layout === 1}
    />
  );
}

export const singleChoiceRenderer = defineRenderer({
  key: 'single-choice',
  type: QuestionType.SingleChoice,
  defaults: choiceDefaults,
  Component: SingleChoice,
});
