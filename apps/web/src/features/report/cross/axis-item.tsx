import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import type { BannerRef, CrossMode, CrossRef, CrossVariable } from '@cairn/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BandEditor } from './band-editor.tsx';
import { type Axis, DEFAULT_BANDS, modesFor } from './cross-draft.ts';
import { nameOf } from './variable-name.ts';

interface Props {
  axis: Axis;
  item: CrossRef | BannerRef;
  variable: CrossVariable | undefined;
  /** Banner items: the variables that may nest inside this one. */
  nestChoices?: readonly CrossVariable[];
  onChange(next: CrossRef | BannerRef): void;
  onNest?(nest: CrossRef | undefined): void;
  onRemove(): void;
}

/** One chosen variable: a drag handle, its name, its mode (numeric), bands, nest (banner), remove. */
export function AxisItem({ axis, item, variable, nestChoices, onChange, onNest, onRemove }: Props) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.id });
  const name = variable ? nameOf(variable) : item.id;
  const modes = variable ? modesFor(variable, axis) : [];
  const nest = 'nest' in item ? item.nest : undefined;
  return (
    <li
      ref={sortable.setNodeRef}
      className="cross-axis__item"
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <div className="cross-axis__line">
        <button
          type="button"
          className="cross-axis__handle"
          aria-label={t('reportCross.pick.handle', { name })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <HolderOutlined />
        </button>
        <span className="cross-axis__name" title={name}>
          {name}
        </span>
        {variable?.kind === 'numeric' && modes.length > 1 ? (
          <Select<CrossMode>
            size="small"
            aria-label={t('reportCross.pick.mode', { name })}
            value={item.mode ?? 'categories'}
            options={modes.map((mode) => ({ value: mode, label: t(`reportCross.modes.${mode}`) }))}
            onChange={(mode) => onChange({ ...item, mode })}
            popupMatchSelectWidth={false}
          />
        ) : null}
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('reportCross.pick.remove', { name })}
          onClick={onRemove}
        />
      </div>
      {item.mode === 'bands' ? (
        <BandEditor
          label={name}
          bands={item.bands ?? DEFAULT_BANDS}
          onChange={(bands) => onChange({ ...item, bands })}
        />
      ) : null}
      {onNest && nestChoices ? (
        <Select<string>
          size="small"
          className="cross-axis__nest"
          aria-label={t('reportCross.pick.nestLabel', { name })}
          value={nest?.id ?? ''}
          options={[
            { value: '', label: t('reportCross.pick.nestNone') },
            ...nestChoices
              .filter((v) => v.id !== item.id)
              .map((v) => ({ value: v.id, label: `${t('reportCross.pick.nest')}: ${nameOf(v)}` })),
          ]}
          onChange={(id) => {
            const chosen = nestChoices.find((v) => v.id === id);
            onNest(
              chosen
                ? { id: chosen.id, ...(chosen.kind === 'numeric' ? { mode: 'categories' } : {}) }
                : undefined,
            );
          }}
          popupMatchSelectWidth={false}
        />
      ) : null}
    </li>
  );
}
