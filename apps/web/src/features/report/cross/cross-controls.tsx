import { CROSS_CELLS, type CrossCell } from '@cairn/contract';
import { Checkbox, Radio, Select, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrossDraft } from './cross-draft.ts';

interface Props {
  draft: CrossDraft;
  onChange(draft: CrossDraft): void;
  weighted: boolean;
  onWeighted(weighted: boolean): void;
  /** The active scheme's name; null: none is active (the switch is off and disabled). */
  schemeName: string | null;
  /** false: no weighting switch (the client's community table is never weighted). */
  weighting?: boolean;
}

/** What the table shows and how it tests: figures, level, correction, mean test, weights, view. */
export function CrossControls({
  draft,
  onChange,
  weighted,
  onWeighted,
  schemeName,
  weighting = true,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const test = draft.test;
  const setTest = (patch: Partial<CrossDraft['test']>) => onChange({ ...draft, test: { ...test, ...patch } });
  return (
    <div className="cross-controls">
      <fieldset className="cross-controls__item">
        <legend className="cross-controls__label">{t('reportCross.controls.cells')}</legend>
        <Checkbox.Group<CrossCell>
          value={draft.cells}
          options={CROSS_CELLS.map((cell) => ({ value: cell, label: t(`reportCross.controls.${cell}`) }))}
          // At least one figure stays shown (the contract needs one).
          onChange={(cells) => (cells.length > 0 ? onChange({ ...draft, cells }) : undefined)}
        />
      </fieldset>
      <fieldset className="cross-controls__item">
        <legend className="cross-controls__label">{t('reportCross.controls.level')}</legend>
        <Radio.Group
          optionType="button"
          size="small"
          value={test.level}
          options={[90, 95, 99].map((level) => ({ value: level, label: `${level}%` }))}
          onChange={(e) => setTest({ level: e.target.value })}
        />
      </fieldset>
      <div className="cross-controls__item">
        <span className="cross-controls__label">{t('reportCross.controls.correction')}</span>
        <Select
          size="small"
          aria-label={t('reportCross.controls.correction')}
          value={test.correction}
          style={{ minWidth: 160 }}
          options={(['none', 'bonferroni', 'bh'] as const).map((c) => ({
            value: c,
            label: t(`reportCross.controls.${c}`),
          }))}
          onChange={(correction) => setTest({ correction })}
        />
      </div>
      <fieldset className="cross-controls__item">
        <legend className="cross-controls__label">{t('reportCross.controls.meanTest')}</legend>
        <Radio.Group
          optionType="button"
          size="small"
          value={test.meanTest}
          options={(['pooled', 'welch'] as const).map((m) => ({
            value: m,
            label: t(`reportCross.controls.${m}`),
          }))}
          onChange={(e) => setTest({ meanTest: e.target.value })}
        />
      </fieldset>
      {weighting ? (
        <div className="cross-controls__item">
          <Switch
            id={`${id}-weighted`}
            size="small"
            checked={weighted && schemeName !== null}
            disabled={schemeName === null}
            onChange={onWeighted}
            aria-describedby={`${id}-weighted-hint`}
          />
          <label htmlFor={`${id}-weighted`}>{t('reportCross.controls.weighted')}</label>
          <span id={`${id}-weighted-hint`} className="cross-controls__hint">
            {schemeName === null
              ? t('reportCross.controls.noScheme')
              : t('reportCross.controls.schemeName', { name: schemeName })}
          </span>
        </div>
      ) : null}
      <fieldset className="cross-controls__item">
        <legend className="cross-controls__label">{t('reportCross.controls.view')}</legend>
        <Radio.Group
          optionType="button"
          size="small"
          value={draft.chart}
          options={(['table', 'clustered', 'stacked'] as const).map((v) => ({
            value: v,
            label: t(`reportCross.controls.${v}`),
          }))}
          onChange={(e) => onChange({ ...draft, chart: e.target.value })}
        />
      </fieldset>
    </div>
  );
}
