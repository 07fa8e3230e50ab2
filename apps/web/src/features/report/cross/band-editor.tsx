import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CrossBand } from '@cairn/contract';
import { Button, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  bands: readonly CrossBand[];
  onChange(bands: CrossBand[]): void;
  /** Names the editor (the variable it belongs to). */
  label: string;
}

/** A small editor of a numeric variable's bands: label, inclusive min and max (empty: open). */
export function BandEditor({ bands, onChange, label }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<CrossBand>) =>
    onChange(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));
  return (
    <fieldset className="cross-bands">
      <legend>
        {t('reportCross.bands.title')} · {label}
      </legend>
      {bands.map((band, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place and have no id
        <div key={i} className="cross-bands__row">
          <Input
            size="small"
            aria-label={`${t('reportCross.bands.label')} ${i + 1}`}
            value={band.label}
            maxLength={50}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <InputNumber
            size="small"
            aria-label={`${t('reportCross.bands.min')} ${i + 1}`}
            placeholder={t('reportCross.bands.min')}
            value={band.min ?? null}
            onChange={(v) => set(i, { min: v })}
          />
          <InputNumber
            size="small"
            aria-label={`${t('reportCross.bands.max')} ${i + 1}`}
            placeholder={t('reportCross.bands.max')}
            value={band.max ?? null}
            onChange={(v) => set(i, { max: v })}
          />
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`${t('reportCross.bands.remove')} ${i + 1}`}
            disabled={bands.length <= 1}
            onClick={() => onChange(bands.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={bands.length >= 20}
        onClick={() => onChange([...bands, { label: String(bands.length + 1), min: null, max: null }])}
      >
        {t('reportCross.bands.add')}
      </Button>
    </fieldset>
  );
}
