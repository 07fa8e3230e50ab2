import { QuestionType } from '@cairn/core/model/enums';
import type { proportion } from '@cairn/core/question-types/proportion';
import { useId, useState } from 'react';
import { useFieldAria } from '../field-aria.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf, hasIssueAt } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof proportion>;

const defaults = (): SettingOf<typeof proportion> => ({
  required: true,
  sum: 100,
  min: 0,
  max: 100,
  unit: '',
});

/** People type decimals with either mark; the sum is shown rounded like the inputs. */
const parse = (text: string) => Number(text.replace(',', '.').trim());
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Proportion: a number per item that must add up to `sum`; the running total and what remains
 * are shown (and announced) as the respondent types. What is typed is kept as text so "12." or
 * "" survive a render; the answer holds the numbers typed so far.
 */
function Proportion(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const items = choicesOf(props.node);
  const value = props.value ?? {};
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const total = tidy(items.reduce((sum, item) => sum + (value[item.id] ?? 0), 0));
  const remaining = tidy(setting.sum - total);

  const type = (id: number, text: string) => {
    setDrafts((all) => ({ ...all, [id]: text }));
    const next: Answer = { ...value };
    const number = parse(text);
    if (text.trim() === '' || !Number.isFinite(number)) delete next[id];
    else next[id] = number;
    props.onChange(Object.keys(next).length > 0 ? next : null);
  };

  return (
    <fieldset className="cairn-proportion" aria-labelledby={props.titleId}>
      {items.map((item) => {
        const draft = drafts[item.id];
        // A draft that still means the current value is shown as typed; otherwise the value.
        const shown =
          draft !== undefined &&
          (draft.trim() === '' ? value[item.id] === undefined : parse(draft) === value[item.id])
            ? draft
            : (value[item.id]?.toString() ?? '');
        return (
          <div key={item.id} className="cairn-proportion__item">
            <label htmlFor={`${base}-${item.id}`} className="cairn-proportion__label">
              <OptionCode option={item} />
              <RichText html={item.title} />
            </label>
            <input
              id={`${base}-${item.id}`}
              type="text"
              inputMode="decimal"
              className="cairn-input cairn-proportion__input"
              value={shown}
              {...fieldAria(hasIssueAt(props.issues, item.id))}
              disabled={props.disabled}
              onChange={(event) => type(item.id, event.currentTarget.value)}
            />
            {setting.unit ? <span className="cairn-suffix">{setting.unit}</span> : null}
          </div>
        );
      })}
      <p
        className={`cairn-proportion__sum${remaining < 0 ? ' is-over' : remaining === 0 ? ' is-done' : ''}`}
        role="status"
      >
        {t.total} {total}/{setting.sum}
        {setting.unit} · {remaining >= 0 ? t.remaining : t.over} {Math.abs(remaining)}
        {setting.unit}
      </p>
    </fieldset>
  );
}

export const proportionRenderer = defineRenderer({
  key: 'proportion',
  type: QuestionType.Proportion,
  defaults,
  Component: Proportion,
});
