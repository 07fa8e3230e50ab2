import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { AA_BODY, type ContrastCheck, checkThemeContrast, type ThemeColors } from '@cairn/core';
import { Alert, ColorPicker } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeEditor } from '../../features/theme/use-theme-editor.ts';

const KEYS: readonly (keyof ThemeColors)[] = [
  'primary',
  'background',
  'surface',
  'text',
  'muted',
  'buttonText',
];

/**
 * The six colours, each with antd's picker, and the WCAG AA check of the pairs respondents read
 * right under them: a warning names each pair below its ratio, so a fix is one click away.
 */
export function ColourEditor({ editor }: { editor: ThemeEditor }) {
  const { t } = useTranslation();
  const colors = editor.theme.colors;
  const checks = useMemo(() => checkThemeContrast(editor.theme), [editor.theme]);
  const low = checks.filter((c) => !c.ok);
  const involved = new Set(low.flatMap((c) => c.pair.split('/')));

  return (
    <section className="theme-section" aria-labelledby="theme-colours-title">
      <h2 id="theme-colours-title" className="theme-section__title">
        {t('theme.sections.colors')}
      </h2>
      <div className="theme-colours">
        {KEYS.map((key) => (
          <div key={key} className="theme-colour">
            <ColorPicker
              value={colors[key]}
              disabledAlpha
              format="hex"
              onChange={(value) => {
                const hex = value.toHexString().slice(0, 7).toLowerCase();
                if (hex !== colors[key]) editor.change('colors', { ...colors, [key]: hex });
              }}
            >
              {/* A real button as the trigger, so the picker opens from the keyboard too. */}
              <button
                type="button"
                className="theme-colour__trigger"
                aria-label={`${t(`theme.colors.${key}`)} ${colors[key]}`}
                data-colour={key}
              >
                <span className="theme-colour__chip" style={{ background: colors[key] }} />
              </button>
            </ColorPicker>
            <span className="theme-colour__label">
              {t(`theme.colors.${key}`)}
              {involved.has(key) ? (
                <WarningOutlined className="theme-colour__warn" aria-hidden="true" />
              ) : null}
            </span>
            <code className="theme-colour__hex">{colors[key]}</code>
          </div>
        ))}
      </div>
      <div className="theme-contrast" role="status" aria-live="polite">
        {low.length > 0 ? (
          <Alert type="warning" showIcon title={t('theme.contrast.warning', { count: low.length })} />
        ) : null}
        <h3 className="theme-contrast__title">{t('theme.contrast.title')}</h3>
        <ul className="theme-contrast__list">
          {checks.map((check) => (
            <li key={check.pair} className={CONTRAST_CLASS[contrastMessage(check)]}>
              {contrastMessage(check) === 'theme.contrast.ok' ? (
                <CheckCircleOutlined aria-hidden="true" />
              ) : (
                <WarningOutlined aria-hidden="true" />
              )}
              <span className="theme-contrast__pair">{t(`theme.contrast.pairs.${check.pair}`)}</span>
              <span className="theme-contrast__ratio">
                {t(contrastMessage(check), {
                  ratio: check.ratio.toFixed(2),
                  required: check.required,
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * What a ratio means. A pair held to the large-text 3:1 (a button's label) that passes below
 * 4.5:1 is not "easy to read": body-size text would fail there, so it says what it meets.
 */
/** The row's look: enough, enough for large text only (a caution), too low (a warning). */
const CONTRAST_CLASS = {
  'theme.contrast.ok': 'is-ok',
  'theme.contrast.largeOnly': 'is-large-only',
  'theme.contrast.low': 'is-low',
} as const;

export function contrastMessage(
  check: Pick<ContrastCheck, 'ok' | 'ratio'>,
): 'theme.contrast.low' | 'theme.contrast.largeOnly' | 'theme.contrast.ok' {
  if (!check.ok) return 'theme.contrast.low';
  return check.ratio < AA_BODY ? 'theme.contrast.largeOnly' : 'theme.contrast.ok';
}
