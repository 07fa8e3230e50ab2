import { type CrossVariable, INSIGHT_BANNER_MAX, type Lang } from '@cairn/contract';
import { Radio, Select, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface InsightChoice {
  banner: string[];
  lang: Lang;
  level: 90 | 95 | 99;
  weighted: boolean;
}

interface Props {
  variables: readonly CrossVariable[];
  choice: InsightChoice;
  onChange(choice: InsightChoice): void;
  /** The active weighting scheme's name; null: none, the switch is off. */
  schemeName: string | null;
}

/**
 * The report's choices: banner variables (the cross screen's list, numbers left out: a banner
 * splits respondents into groups), the report's language, the test level and weighting.
 */
export function InsightControls({ variables, choice, onChange, schemeName }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const options = variables
    .filter((v) => v.kind !== 'numeric')
    .map((v) => ({ value: v.id, label: v.code === v.label ? v.label : `${v.code} ${v.label}` }));
  return (
    <div className="insight-controls">
      <div className="insight-controls__field insight-controls__banner">
        <label htmlFor={`${id}-banner`}>{t('reportInsight.banner')}</label>
        <Select
          id={`${id}-banner`}
          mode="multiple"
          allowClear
          value={choice.banner}
          placeholder={t('reportInsight.bannerPlaceholder')}
          options={options.map((o) => ({
            ...o,
            disabled: choice.banner.length >= INSIGHT_BANNER_MAX && !choice.banner.includes(o.value),
          }))}
          optionFilterProp="label"
          onChange={(banner: string[]) =>
            onChange({ ...choice, banner: banner.slice(0, INSIGHT_BANNER_MAX) })
          }
          style={{ minWidth: 320 }}
        />
      </div>
      <div className="insight-controls__field">
        <span id={`${id}-lang`}>{t('reportInsight.lang')}</span>
        <Radio.Group
          aria-labelledby={`${id}-lang`}
          value={choice.lang}
          optionType="button"
          options={[
            { value: 'zh', label: t('reportInsight.langZh') },
            { value: 'en', label: t('reportInsight.langEn') },
          ]}
          onChange={(e) => onChange({ ...choice, lang: e.target.value as Lang })}
        />
      </div>
      <div className="insight-controls__field">
        <label htmlFor={`${id}-level`}>{t('reportInsight.level')}</label>
        <Select
          id={`${id}-level`}
          value={choice.level}
          options={[90, 95, 99].map((level) => ({ value: level, label: `${level}%` }))}
          onChange={(level: 90 | 95 | 99) => onChange({ ...choice, level })}
          style={{ width: 90 }}
        />
      </div>
      <div className="insight-controls__field">
        <Switch
          id={`${id}-weighted`}
          checked={choice.weighted && schemeName !== null}
          disabled={schemeName === null}
          onChange={(weighted) => onChange({ ...choice, weighted })}
          aria-describedby={`${id}-weighted-hint`}
        />
        <label htmlFor={`${id}-weighted`}>{t('reportInsight.weighted')}</label>
        <span id={`${id}-weighted-hint`} className="insight-controls__hint">
          {schemeName ?? t('reportInsight.weightedNone')}
        </span>
      </div>
    </div>
  );
}
