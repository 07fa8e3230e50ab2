import { QuestionType } from '@cairn/core/model/enums';
import type { city } from '@cairn/core/question-types/city';
import { useEffect, useState } from 'react';
import { type Division, loadDivisions } from '../components/divisions.ts';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof city>;

const defaults = (): SettingOf<typeof city> => ({ required: true, level: 2 });

const LEVEL_TEXTS = ['province', 'city', 'district', 'street'] as const;

/**
 * City: linked selects for province, city and district (as many as `level`), answered as names
 * from the top. The street level (4) has too many entries to ship, so it is typed.
 */
function City(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const level = Math.min(Math.max(setting.level, 1), 4);
  const [data, setData] = useState<Division[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadDivisions().then(
      (loaded) => live && setData(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p className="cairn-hint cairn-hint--error">{t.loadFailed}</p>;
  if (!data) return <p className="cairn-hint">{t.loading}</p>;

  const names = props.value ?? [];
  const choose = (depth: number, name: string) => {
    const next = name === '' ? names.slice(0, depth) : [...names.slice(0, depth), name];
    props.onChange(next.length > 0 ? next : null);
  };
  const selects: { depth: number; list: Division[] }[] = [];
  let list: Division[] | undefined = data;
  for (let depth = 0; depth < Math.min(level, 3) && list; depth++) {
    selects.push({ depth, list });
    list = list.find((division) => division.name === names[depth])?.children;
  }
  return (
    <fieldset className="cairn-cascade" aria-labelledby={props.titleId}>
      {selects.map(({ depth, list: divisions }) => {
        const label = t[LEVEL_TEXTS[depth] ?? 'province'];
        return (
          <select
            {...fieldAria()}
            key={depth}
            className="cairn-select"
            aria-label={label}
            value={names[depth] ?? ''}
            disabled={props.disabled || (depth > 0 && !names[depth - 1])}
            onChange={(event) => choose(depth, event.currentTarget.value)}
          >
            <option value="">{label}</option>
            {divisions.map((division) => (
              <option key={division.code} value={division.name}>
                {division.name}
              </option>
            ))}
          </select>
        );
      })}
      {level === 4 ? (
        <input
          {...fieldAria()}
          type="text"
          className="cairn-input"
          aria-label={t.street}
          placeholder={t.street}
          maxLength={100}
          value={names[3] ?? ''}
          disabled={props.disabled || names.length < 3}
          onChange={(event) => {
            const text = event.currentTarget.value;
            props.onChange(text === '' ? names.slice(0, 3) : [...names.slice(0, 3), text]);
          }}
        />
      ) : null}
    </fieldset>
  );
}

export const cityRenderer = defineRenderer({
  key: 'city',
  type: QuestionType.City,
  defaults,
  Component: City,
});
