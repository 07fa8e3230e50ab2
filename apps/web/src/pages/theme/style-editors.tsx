import { THEME_FONTS, type Theme } from '@cairn/core';
import { Segmented, Select, Slider, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeEditor } from '../../features/theme/use-theme-editor.ts';
import { BackgroundEditor } from './background-editor.tsx';

/** A labelled row of the panel; the label names the control for screen readers too. */
function Row({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <fieldset className="theme-row">
      <legend id={id} className="theme-row__label">
        {label}
      </legend>
      <div className="theme-row__control">{children}</div>
    </fieldset>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="theme-section" aria-labelledby={id}>
      <h2 id={id} className="theme-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything but colours and themes: mode, background, font, buttons, answers and motion. */
export function StyleEditors({ editor }: { editor: ThemeEditor }) {
  const { t } = useTranslation();
  const { theme } = editor;
  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as never) as string }));
  const known = Object.entries(THEME_FONTS).find(([, family]) => family === theme.font.family);
  const fontOptions: { value: string; label: ReactNode }[] = Object.entries(THEME_FONTS).map(
    ([key, family]) => ({
      value: family,
      label: <span style={{ fontFamily: family }}>{t(`theme.fonts.${key}` as never) as string}</span>,
    }),
  );
  // A saved theme may carry a font stack the list does not offer: shown by its first name.
  if (!known)
    fontOptions.push({ value: theme.font.family, label: <span>{theme.font.family.split(',')[0]}</span> });

  return (
    <>
      <Section id="theme-mode-title" title={t('theme.sections.mode')}>
        <Segmented<Theme['mode']>
          block
          value={theme.mode}
          options={options(['light', 'dark'] as const, 'theme.mode')}
          onChange={(mode) => editor.switchMode(mode)}
          aria-labelledby="theme-mode-title"
        />
      </Section>
      <BackgroundEditor editor={editor} />
      <Section id="theme-font-title" title={t('theme.sections.font')}>
        <Row id="theme-font-family" label={t('theme.fontFamily')}>
          <Select
            className="theme-row__select"
            value={theme.font.family}
            options={fontOptions}
            onChange={(family) => editor.change('font', { ...theme.font, family })}
            aria-labelledby="theme-font-family"
          />
        </Row>
        <Row id="theme-font-size" label={t('theme.fontSize')}>
          <Slider
            min={12}
            max={24}
            value={theme.font.size}
            onChange={(size) => editor.change('font', { ...theme.font, size })}
            tooltip={{ formatter: (v) => `${v}px` }}
            aria-labelledby="theme-font-size"
          />
        </Row>
      </Section>
      <Section id="theme-button-title" title={t('theme.sections.button')}>
        <Row id="theme-button-shape" label={t('theme.shape.label')}>
          <Segmented<Theme['button']['shape']>
            value={theme.button.shape}
            options={options(['square', 'rounded', 'pill'] as const, 'theme.shape')}
            onChange={(shape) => editor.change('button', { ...theme.button, shape })}
          />
        </Row>
        <Row id="theme-button-fill" label={t('theme.fill.label')}>
          <Segmented<Theme['button']['fill']>
            value={theme.button.fill}
            options={options(['solid', 'outline'] as const, 'theme.fill')}
            onChange={(fill) => editor.change('button', { ...theme.button, fill })}
          />
        </Row>
      </Section>
      <Section id="theme-answer-title" title={t('theme.sections.answer')}>
        <Segmented<Theme['answer']>
          value={theme.answer}
          options={options(['list', 'card'] as const, 'theme.answer')}
          onChange={(answer) => editor.change('answer', answer)}
          aria-labelledby="theme-answer-title"
        />
      </Section>
      <Section id="theme-motion-title" title={t('theme.sections.motion')}>
        <Row id="theme-transition" label={t('theme.transition.label')}>
          <Segmented<Theme['transition']>
            value={theme.transition}
            options={options(['none', 'fade', 'slide'] as const, 'theme.transition')}
            onChange={(transition) => editor.change('transition', transition)}
          />
        </Row>
        <Row id="theme-effect" label={t('theme.effect.label')}>
          <Segmented<Theme['effect']>
            value={theme.effect}
            options={options(['none', 'rise'] as const, 'theme.effect')}
            onChange={(effect) => editor.change('effect', effect)}
          />
        </Row>
        <Row id="theme-touch" label={t('theme.touch')}>
          <Switch
            checked={theme.touch}
            onChange={(touch) => editor.change('touch', touch)}
            aria-labelledby="theme-touch"
          />
        </Row>
      </Section>
    </>
  );
}
