import type { CrossVariable } from '@cairn/contract';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisList } from './axis-list.tsx';
import { type Axis, addVariable, type CrossDraft } from './cross-draft.ts';
import { nameOf } from './variable-name.ts';

interface Props {
  variables: readonly CrossVariable[];
  draft: CrossDraft;
  onChange(draft: CrossDraft): void;
}

const matches = (variable: CrossVariable, query: string) =>
  query === '' || `${variable.code} ${variable.label}`.toLowerCase().includes(query);

/**
 * Picks stub and banner variables: a search box over the variables grouped as questions and
 * metadata, each with "add to rows" / "add to columns" buttons (keyboard: Tab and Enter), and the
 * two chosen lists beside.
 */
/** Each group's heading: questions, coding reports' codes (open answers), metadata. */
const GROUP_KEYS = { question: 'groupQuestion', coding: 'groupCoding', metadata: 'groupMetadata' } as const;

export function VariablePicker({ variables, draft, onChange }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(variables.map((v) => [v.id, v])), [variables]);
  const nestChoices = useMemo(
    () => variables.filter((v) => v.kind !== 'numeric' || v.modes.includes('categories')),
    [variables],
  );
  const shown = variables.filter((v) => matches(v, query.trim().toLowerCase()));
  const groups = (['question', 'coding', 'metadata'] as const)
    .map((group) => ({ group, items: shown.filter((v) => v.group === group) }))
    .filter((g) => g.items.length > 0);
  const add = (axis: Axis, variable: CrossVariable) => onChange(addVariable(draft, axis, variable));
  const chosen = (axis: Axis, id: string) => draft[axis].some((ref) => ref.id === id);

  return (
    <div className="cross-picker">
      <section className="cross-picker__source" aria-label={t('reportCross.pick.title')}>
        <Input.Search
          allowClear
          aria-label={t('reportCross.pick.search')}
          placeholder={t('reportCross.pick.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="cross-picker__groups">
          {groups.length === 0 ? <p className="cross-axis__empty">{t('reportCross.pick.none')}</p> : null}
          {groups.map(({ group, items }) => (
            <fieldset key={group} className="cross-picker__fieldset">
              <legend className="cross-picker__group">{t(`reportCross.pick.${GROUP_KEYS[group]}`)}</legend>
              <ul className="cross-picker__list">
                {items.map((variable) => {
                  const name = nameOf(variable);
                  return (
                    <li key={variable.id} className="cross-picker__item">
                      <span className="cross-picker__name" title={name}>
                        <b>{variable.code}</b>
                        {variable.label === variable.code ? null : ` ${variable.label}`}
                      </span>
                      <Button
                        size="small"
                        disabled={chosen('stubs', variable.id)}
                        aria-label={`${t('reportCross.pick.addStub')}: ${name}`}
                        onClick={() => add('stubs', variable)}
                      >
                        {t('reportCross.pick.addStub')}
                      </Button>
                      <Button
                        size="small"
                        disabled={chosen('banner', variable.id)}
                        aria-label={`${t('reportCross.pick.addBanner')}: ${name}`}
                        onClick={() => add('banner', variable)}
                      >
                        {t('reportCross.pick.addBanner')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </section>
      <div className="cross-picker__chosen">
        <AxisList axis="stubs" draft={draft} byId={byId} onChange={onChange} />
        <AxisList axis="banner" draft={draft} byId={byId} nestChoices={nestChoices} onChange={onChange} />
      </div>
    </div>
  );
}
