import type { Theme, ThemeValues } from './theme.ts';

/**
 * The preset (system) themes: read-only, the same for everyone, ids 1–999 (saved themes start at
 * 1000, so one id space serves "GET style/{id}" and "apply themeId"). Each passes the AA contrast
 * check (theme-presets.test.ts). Names are given in both languages; the API answers in the
 * caller's.
 */
export const PRESET_ID_MAX = 999;

export interface ThemePreset {
  id: number;
  names: { zh: string; en: string };
  theme: ThemeValues;
}

/** Font stacks the theme tab offers (each ends in a generic family, so every device has one). */
export const THEME_FONTS = {
  system: 'system-ui',
  sans: '"PingFang SC", "Microsoft YaHei", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Songti SC", "Noto Serif SC", serif',
  rounded: '"Nunito", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  mono: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
} as const;
const SANS = THEME_FONTS.system;
const SERIF = THEME_FONTS.serif;
const ROUNDED = THEME_FONTS.rounded;

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 1,
    names: { zh: '经典蓝', en: 'Classic blue' },
    theme: {
      mode: 'light',
      colors: {
        primary: '#1466d6',
        background: '#f5f7fa',
        surface: '#ffffff',
        text: '#1f2329',
        muted: '#5c626b',
        buttonText: '#ffffff',
      },
      background: { image: null, fit: 'cover' },
      font: { family: SANS, size: 16 },
      button: { shape: 'rounded', fill: 'solid' },
      answer: 'list',
      transition: 'fade',
      effect: 'none',
      touch: false,
    },
  },
  {
    id: 2,
    names: { zh: '纸墨', en: 'Paper and ink' },
    theme: {
      mode: 'light',
      colors: {
        primary: '#9a3412',
        background: '#f4efe6',
        surface: '#fffdf8',
        text: '#2b2620',
        muted: '#675e53',
        buttonText: '#fffdf8',
      },
      background: { image: null, fit: 'cover' },
      font: { family: SERIF, size: 17 },
      button: { shape: 'square', fill: 'outline' },
      answer: 'list',
      transition: 'fade',
      effect: 'none',
      touch: false,
    },
  },
  {
    id: 3,
    names: { zh: '森林', en: 'Forest' },
    theme: {
      mode: 'light',
      colors: {
        primary: '#2b6e47',
        background: '#e9f1eb',
        surface: '#ffffff',
        text: '#15291c',
        muted: '#4b5e52',
        buttonText: '#ffffff',
      },
      background: { image: null, fit: 'cover' },
      font: { family: ROUNDED, size: 16 },
      button: { shape: 'pill', fill: 'solid' },
      answer: 'card',
      transition: 'slide',
      effect: 'rise',
      touch: true,
    },
  },
  {
    id: 4,
    names: { zh: '薰衣草', en: 'Lavender' },
    theme: {
      mode: 'light',
      colors: {
        primary: '#6d28d9',
        background: '#f3f0fb',
        surface: '#ffffff',
        text: '#1e1b4b',
        muted: '#57547a',
        buttonText: '#ffffff',
      },
      background: { image: null, fit: 'cover' },
      font: { family: ROUNDED, size: 16 },
      button: { shape: 'pill', fill: 'solid' },
      answer: 'card',
      transition: 'fade',
      effect: 'rise',
      touch: true,
    },
  },
  {
    id: 5,
    names: { zh: '午夜', en: 'Midnight' },
    theme: {
      mode: 'dark',
      colors: {
        primary: '#60a5fa',
        background: '#0f172a',
        surface: '#1e293b',
        text: '#e2e8f0',
        muted: '#a3b1c6',
        buttonText: '#0f172a',
      },
      background: { image: null, fit: 'cover' },
      font: { family: SANS, size: 16 },
      button: { shape: 'rounded', fill: 'solid' },
      answer: 'card',
      transition: 'slide',
      effect: 'none',
      touch: true,
    },
  },
  {
    id: 6,
    names: { zh: '石墨', en: 'Graphite' },
    theme: {
      mode: 'dark',
      colors: {
        primary: '#f5a524',
        background: '#141416',
        surface: '#232326',
        text: '#f4f4f5',
        muted: '#b0b0b8',
        buttonText: '#141416',
      },
      background: { image: null, fit: 'cover' },
      font: { family: SANS, size: 16 },
      button: { shape: 'square', fill: 'solid' },
      answer: 'list',
      transition: 'fade',
      effect: 'none',
      touch: false,
    },
  },
];

export function findPreset(id: number): ThemePreset | undefined {
  return THEME_PRESETS.find((p) => p.id === id);
}

/** A preset as a full theme, named in `lang`. */
export function presetTheme(preset: ThemePreset, lang: 'zh' | 'en'): Theme {
  return { ...structuredClone(preset.theme), id: preset.id, name: preset.names[lang] };
}
