import { QuestionType } from '@cairn/core/model/enums';
import type { dropdown } from '@cairn/core/question-types/dropdown';
import { choiceDefaults } from '../defaults.ts';
import { useFieldAria } from '../field-aria.tsx';
import { useOptionCodePrefix } from '../OptionCode.tsx';
import { choicesOf, groupedChoices, plainTitle } from '../options.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type OptionRecord, type QuestionProps } from '../types.ts';

type Answer = AnswerOf<typeof dropdown>;

const option = (choice: OptionRecord, prefix: (choice: OptionRecord) => string) => (
  <option key={choice.id} value={choice.id}>
    {prefix(choice)}
    {plainTitle(choice)}
  </option>
);

/** Dropdown: a native select (option titles as plain text, groups as optgroups) plus the "other" text. */
function Dropdown(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const prefix = useOptionCodePrefix();
  const { value } = props;
  const chosen = choicesOf(props.node).find((choice) => choice.id === value?.optionId);
  return (
    <div className="cairn-dropdown">
      <select
        {...fieldAria()}
        className="cairn-select"
        aria-labelledby={props.titleId}
        value={value?.optionId ?? ''}
        disabled={props.disabled}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          props.onChange(event.currentTarget.value === '' ? null : { optionId: id });
        }}
      >
        <option value="">{t.pleaseChoose}</option>
        {groupedChoices(props.node).map((block) =>
          block.group ? (
            <optgroup key={block.group.id} label={plainTitle(block.group)}>
              {block.options.map((choice) => option(choice, prefix))}
            </optgroup>
          ) : (
            block.options.map((choice) => option(choice, prefix))
          ),
        )}
      </select>
      {chosen?.other ? (
        <input
          {...fieldAria()}
          type="text"
          className="cairn-input"
          aria-label={`${plainTitle(chosen)}: ${t.pleaseSpecify}`}
          placeholder={t.pleaseSpecify}
          maxLength={2000}
          value={value?.text ?? ''}
          disabled={props.disabled}
          onChange={(event) => props.onChange({ optionId: chosen.id, text: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}

export const dropdownRenderer = defineRenderer({
  key: 'dropdown',
  type: QuestionType.Dropdown,
  defaults: choiceDefaults,
  Component: Dropdown,
});
