import { z } from 'zod';

/**
 * A survey's look (spec doc 2 §7 survey style; doc 1 §3 Theme: id, answer, effect, transition,
 * touch, mode). Colours are #rrggbb. Frozen into each published version with the design.
 *
 * The model (see docs/ARCHITECTURE.md "Themes"): preset themes (`theme-presets.ts`, read-only,
 * ids 1–999), a user's saved themes (ids from 1000) and each survey's current theme — a copy of
 * the chosen theme's values plus single-field edits. `id` of a survey's theme names the theme it
 * was copied from (null when it never was); later edits do not clear it.
 */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const THEME_NAME_MAX = 50;

export const ZThemeColors = z.object({
  primary: colour,
  background: colour,
  surface: colour,
  text: colour,
  muted: colour,
  /** Text on a solid button (drawn on `primary`). */
  buttonText: colour.default('#ffffff'),
});
export type ThemeColors = z.infer<typeof ZThemeColors>;

export const ZThemeBackground = z.object({
  /** A stored file's key (image library), never a URL: links are signed when shown. */
  image: z.string().max(500).nullable(),
  fit: z.enum(['cover', 'contain', 'repeat']),
});
export const ZThemeFont = z.object({ family: z.string().max(100), size: z.number().int().min(12).max(24) });
export const ZThemeButton = z.object({
  shape: z.enum(['square', 'rounded', 'pill']),
  fill: z.enum(['solid', 'outline']),
});
export const ZThemeAnswer = z.enum(['list', 'card']);
export const ZThemeTransition = z.enum(['none', 'fade', 'slide']);
export const ZThemeEffect = z.enum(['none', 'rise']);
export const ZThemeMode = z.enum(['light', 'dark']);

export const ZTheme = z.looseObject({
  id: z.number().int().nullable().default(null),
  name: z.string().max(THEME_NAME_MAX).default(''),
  mode: ZThemeMode.default('light'),
  colors: ZThemeColors.default({
    primary: '#1677ff',
    background: '#f5f7fa',
    surface: '#ffffff',
    text: '#1f2329',
    muted: '#646a73',
    buttonText: '#ffffff',
  }),
  background: ZThemeBackground.default({ image: null, fit: 'cover' }),
  font: ZThemeFont.default({ family: 'system-ui', size: 16 }),
  button: ZThemeButton.default({ shape: 'rounded', fill: 'solid' }),
  /** How choices are drawn: plain list or cards. */
  answer: ZThemeAnswer.default('list'),
  transition: ZThemeTransition.default('fade'),
  /** Entrance effect of questions on a page. */
  effect: ZThemeEffect.default('none'),
  /** Swipe between pages on phones. */
  touch: z.boolean().default(false),
});
export type Theme = z.infer<typeof ZTheme>;
/** A theme's values without its id and name (Theme is loose, so Omit would lose the keys). */
export type ThemeValues = Pick<
  Theme,
  'mode' | 'colors' | 'background' | 'font' | 'button' | 'answer' | 'transition' | 'effect' | 'touch'
>;

/** The theme a survey has before anyone chose one. */
export function defaultTheme(): Theme {
  return ZTheme.parse({});
}

/**
 * The fields of a theme one edit may change (spec doc 2 "Style update: … a single field"), each
 * with its schema, so the contract and the server validate an edit the same way.
 */
export const THEME_FIELDS = {
  mode: ZThemeMode,
  colors: ZThemeColors,
  background: ZThemeBackground,
  font: ZThemeFont,
  button: ZThemeButton,
  answer: ZThemeAnswer,
  transition: ZThemeTransition,
  effect: ZThemeEffect,
  touch: z.boolean(),
} as const;
export type ThemeField = keyof typeof THEME_FIELDS;
