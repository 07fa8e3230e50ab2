import { QuestionType } from '@cairn/core/model/enums';
import type { evaluate } from '@cairn/core/question-types/evaluate';
import { useId } from 'react';
import { isCumulative, Scale, scaleFace } from '../components/Scale.tsx';
import { useFieldAria } from '../field-aria.tsx';
import { choicesOf, plainTitle } from '../options.ts';
import { readSetting, stringsIn } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof evaluate>;

const defaults = (): SettingOf<typeof evaluate> => ({
  required: true,
  template: 'custom',
  format: 1,
  is_comment: true,
  is_tag: false,
});

/**
 * Evaluate: choose a level, then (when on) the level's tags and a comment. Tags belong to a level,
 * so choosing another level drops them.
 */
function Evaluate(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const levels = choicesOf(props.node);
  const { value } = props;
  const level = levels.find((choice) => choice.id === value?.optionId);
  const tags = level && setting.is_tag ? stringsIn(level.setting, 'tags') : [];
  const chosenTags = value?.tags ?? [];
  const update = (patch: Partial<Answer>) => {
    if (!value) return;
    const next = { ...value, ...patch };
    if (next.comment === '') delete next.comment;
    if (next.tags?.length === 0) delete next.tags;
    props.onChange(next);
  };
  return (
    <div className="cairn-evaluate">
      <Scale
        name={`${base}-level`}
        points={levels.map((choice, i) => ({
          value: choice.id,
          label: plainTitle(choice),
          face: scaleFace(setting.format, i, levels.length, i + 1),
        }))}
        selected={value?.optionId}
        cumulative={isCumulative(setting.format)}
        labelledBy={props.titleId}
        disabled={props.disabled}
        onSelect={(optionId) =>
          props.onChange(value?.comment !== undefined ? { optionId, comment: value.comment } : { optionId })
        }
      />
      {level ? <p className="cairn-evaluate__level">{plainTitle(level)}</p> : null}
      {tags.length > 0 ? (
        <fieldset className="cairn-tags" aria-label={t.tags}>
          {tags.map((tag) => {
            const on = chosenTags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                className={`cairn-tag${on ? ' is-on' : ''}`}
                aria-pressed={on}
                disabled={props.disabled}
                onClick={() =>
                  update({ tags: on ? chosenTags.filter((x) => x !== tag) : [...chosenTags, tag] })
                }
              >
                {tag}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      {level && setting.is_comment ? (
        <textarea
          {...fieldAria()}
          className="cairn-input cairn-textarea"
          aria-label={t.comment}
          placeholder={t.comment}
          rows={3}
          maxLength={2000}
          value={value?.comment ?? ''}
          disabled={props.disabled}
          onChange={(event) => update({ comment: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}

export const evaluateRenderer = defineRenderer({
  key: 'evaluate',
  type: QuestionType.Evaluate,
  defaults,
  Component: Evaluate,
});
