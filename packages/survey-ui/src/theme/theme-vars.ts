import type { Theme } from '@cairn/core';
import { readableShade } from './colour-contrast.ts';
import { mix } from './colour-mix.ts';

/**
 * A theme as CSS custom properties (`--cairn-theme-*`) for `style` on any ancestor of the
 * questions. styles.css reads each `--cairn-*` variable from its `--cairn-theme-*` one with the
 * built-in value as fallback, so nothing changes where no theme is given.
 */
export type ThemeCssVars = Record<`--cairn-theme-${string}`, string>;

const RADIUS = { square: '2px', rounded: '8px', pill: '12px' } as const;
const BUTTON_RADIUS = { square: '2px', rounded: '8px', pill: '999px' } as const;

export function themeToCssVars(theme: Theme, backgroundUrl?: string | null): ThemeCssVars {
  const c = theme.colors;
  const vars: ThemeCssVars = {
    '--cairn-theme-primary': c.primary,
    '--cairn-theme-primary-soft': mix(c.primary, c.surface, 0.14),
    '--cairn-theme-on-primary': c.buttonText,
    // Text in the primary colour, and the primary colour under button text, must stay readable
    // (WCAG AA) whatever the author picked: the nearest shade that is.
    '--cairn-theme-primary-ink': readableShade(c.primary, c.surface),
    '--cairn-theme-primary-fill': readableShade(c.primary, c.buttonText),
    '--cairn-theme-text': c.text,
    '--cairn-theme-muted': c.muted,
    '--cairn-theme-border': mix(c.text, c.surface, 0.2),
    '--cairn-theme-surface': c.surface,
    '--cairn-theme-surface-alt': mix(c.text, c.surface, 0.05),
    '--cairn-theme-background': c.background,
    '--cairn-theme-focus': c.primary,
    '--cairn-theme-radius': RADIUS[theme.button.shape],
    '--cairn-theme-button-radius': BUTTON_RADIUS[theme.button.shape],
    '--cairn-theme-font-family': theme.font.family,
    '--cairn-theme-font-size': `${theme.font.size}px`,
  };
  // Quotes and backslashes escaped: the link goes inside url("…").
  if (backgroundUrl)
    vars['--cairn-theme-background-image'] = `url("${backgroundUrl.replace(/["\\]/g, '\\$&')}")`;
  return vars;
}

/**
 * The classes that carry a theme's non-colour choices: mode, answer style, button fill,
 * background fit, page transition and question entrance effect.
 */
export function themeClassName(theme: Theme): string {
  return [
    'cairn-theme',
    `cairn-theme--${theme.mode}`,
    `cairn-theme--answer-${theme.answer}`,
    `cairn-theme--button-${theme.button.fill}`,
    `cairn-theme--fit-${theme.background.fit}`,
    `cairn-theme--transition-${theme.transition}`,
    `cairn-theme--effect-${theme.effect}`,
  ].join(' ');
}
