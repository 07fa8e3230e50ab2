import { CheckCircleFilled } from '@ant-design/icons';
import type { Theme } from '@cairn/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameLook } from '../../features/theme/same-look.ts';
import { ThemeSwatch } from './theme-swatch.tsx';

/**
 * The preset themes as cards: a click (or Enter/Space, they are buttons) applies one. The card
 * of the theme the survey's theme was copied from carries a check while nothing was changed.
 */
export function PresetGallery({
  presets,
  current,
  onApply,
}: {
  presets: Theme[];
  current: Theme;
  onApply: (theme: Theme) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="theme-section" aria-labelledby="theme-presets-title">
      <h2 id="theme-presets-title" className="theme-section__title">
        {t('theme.presets')}
      </h2>
      <p className="theme-section__hint">{t('theme.presetsHint')}</p>
      <ul className="theme-gallery">
        {presets.map((preset) => {
          const selected = current.id === preset.id && sameLook(current, preset);
          return (
            <li key={preset.id}>
              <button
                type="button"
                className={`theme-card${selected ? ' is-selected' : ''}`}
                aria-pressed={selected}
                onClick={() => onApply(preset)}
              >
                <ThemeSwatch theme={preset} />
                <span className="theme-card__name">
                  {selected ? <CheckCircleFilled className="theme-card__check" aria-hidden="true" /> : null}
                  {preset.name}
                </span>
                <Tag bordered={false} color={preset.mode === 'dark' ? 'default' : 'blue'}>
                  {t(`theme.${preset.mode}`)}
                </Tag>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
