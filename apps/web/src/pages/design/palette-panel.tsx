import { PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { buildPalette, type PaletteWhat } from '../../features/design/palette.ts';

/** Every question type, in sections; a click adds one after the selected question. */
export function PalettePanel({ onAdd }: { onAdd: (what: PaletteWhat) => void }) {
  const { t } = useTranslation();
  const { session } = useDesignSession();
  const palette = useMemo(
    () => buildPalette(session.lang, undefined, t('design.palette.group')),
    [session.lang, t],
  );
  return (
    <nav className="design-palette" aria-label={t('design.palette.title')}>
      <p className="design-palette__hint">{t('design.palette.hint')}</p>
      {palette.map((group) => (
        <section
          key={group.section}
          className="design-palette__section"
          aria-labelledby={`palette-${group.section}`}
        >
          <h2 id={`palette-${group.section}`} className="design-palette__heading">
            {t(`design.palette.section.${group.section}`)}
          </h2>
          <ul className="design-palette__list">
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <button
                  type="button"
                  className="design-palette__item"
                  data-type={entry.key}
                  aria-label={t('design.palette.add', { name: entry.name })}
                  onClick={() => onAdd(entry.what)}
                >
                  <PlusOutlined aria-hidden="true" />
                  <span>{entry.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
