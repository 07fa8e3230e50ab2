import type { ChoiceSetting } from '@cairn/core';
import { useId } from 'react';
import { choicesOf } from '../options.ts';
import { textsFor } from '../texts.ts';
import type { QuestionProps } from '../types.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { isAtMost, type MultipleValue, toggleMultiple, typeOther } from './choice-logic.ts';

interface MultiChoiceProps extends QuestionProps<MultipleValue> {
  setting: ChoiceSetting;
  /** false: radio behaviour with the multiple answer shape (image choice and votes answer so). */
  isMultiple: boolean;
  variant?: 'text' | 'image';
}

/** Multiple choice, image choice and the votes: `{ optionIds, texts? }` from a radio or checkbox list. */
export function MultiChoice(props: MultiChoiceProps) {
  const name = useId();
  const t = textsFor(props.lang);
  const choices = choicesOf(props.node);
  const { setting, isMultiple, value } = props;
  const hint = !isMultiple
    ? null
    : setting.min > 0 && setting.max > 0
      ? t.chooseBetween(setting.min, setting.max)
      : setting.min > 0
        ? t.chooseAtLeast(setting.min)
        : setting.max > 0
          ? t.chooseAtMost(setting.max)
          : null;
  return (
    <>
      {hint ? <p className="cairn-hint">{hint}</p> : null}
      <ChoiceList
        node={props.node}
        kind={isMultiple ? 'checkbox' : 'radio'}
        name={name}
        selected={value?.optionIds ?? []}
        texts={value?.texts ?? {}}
        onToggle={(option, checked) =>
          props.onChange(
            isMultiple ? toggleMultiple(value, option, checked, choices) : { optionIds: [option.id] },
          )
        }
        onText={(option, text) => props.onChange(typeOther(value, option, text, choices, isMultiple))}
        isBlocked={isMultiple ? (option) => isAtMost(value, option, setting.max, choices) : undefined}
        lang={props.lang}
        titleId={props.titleId}
        disabled={props.disabled}
        columns={setting.column}
        mobileColumns={setting.mobile_column}
        inline={setting.layout === 1}
        variant={props.variant}
        results={props.results}
      />
    </>
  );
}
