import { QuestionType } from '@cairn/core/model/enums';
import type { form } from '@cairn/core/question-types/form';
import { useId } from 'react';
import { lengthLimit, TypedInput } from '../components/TypedInput.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf, hasIssueAt } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { numberIn, readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof form>;

const defaults = (): SettingOf<typeof form> => ({
  required: true,
  time: 90,
  is_norepeat: false,
  is_sequence: false,
});

/** Form: one labelled input per field (option), each with its format; blank fields are left out. */
function Form(props: QuestionProps<Answer>) {
  const base = useId();
  const setting = readSetting(defaults(), props.node.setting);
  const value = props.value ?? {};
  return (
    <fieldset className="cairn-form" aria-labelledby={props.titleId}>
      {choicesOf(props.node).map((field, i) => {
        const format = numberIn(field.setting, 'format', 0) ?? 0;
        const labelId = `${base}-f${field.id}`;
        return (
          <div key={field.id} className="cairn-field">
            <label id={labelId} htmlFor={`${labelId}-input`} className="cairn-field__label">
              {setting.is_sequence ? <span className="cairn-field__number">{i + 1}. </span> : null}
              <OptionCode option={field} />
              <RichText html={field.title} />
              {field.required ? (
                <span className="cairn-required" aria-hidden="true">
                  *
                </span>
              ) : null}
            </label>
            <TypedInput
              id={`${labelId}-input`}
              format={format}
              maxLength={lengthLimit(format, numberIn(field.setting, 'max'))}
              value={value[field.id] ?? ''}
              invalid={hasIssueAt(props.issues, field.id)}
              required={field.required}
              disabled={props.disabled}
              onChange={(text) => {
                const next: Answer = { ...value, [field.id]: text };
                if (text === '') delete next[field.id];
                props.onChange(Object.keys(next).length > 0 ? next : null);
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

export const formRenderer = defineRenderer({
  key: 'form',
  type: QuestionType.Form,
  defaults,
  Component: Form,
});
