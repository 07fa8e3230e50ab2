import { THEME_FIELDS, THEME_NAME_MAX, type ThemeField, ZTheme } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode, ZSurveySaved } from '../projects/schemas.ts';

/**
 * Survey style calls (spec doc 2 §7 Theme, prefix /api/designer). Presets have ids 1–999 and are
 * read-only; a user's saved themes have ids from 1000 and are private to their owner.
 */
export const THEME_SAVED_MAX = 50;

const ZThemeId = z.coerce.number().int().positive().max(2147483647);
const ZThemeName = z.string().trim().min(1).max(THEME_NAME_MAX);

export const ZThemeIdParams = z.object({ id: ZThemeId });
export const ZThemeCodeParams = z.object({ code: ZProjectCode });

/** A survey's current theme; `backgroundUrl` is a signed link to `background.image` (or null). */
export const ZSurveyStyle = z.object({ theme: ZTheme, backgroundUrl: z.string().nullable() });
export type SurveyStyle = z.infer<typeof ZSurveyStyle>;

/** `GET style/theme/{code}`: everything the theme tab shows. */
export const ZThemeOverview = z.object({
  current: ZSurveyStyle,
  presets: z.array(ZTheme),
  /** The caller's saved themes, newest first. */
  mine: z.array(ZTheme),
});
export type ThemeOverview = z.infer<typeof ZThemeOverview>;

/** One field's edit: `type` names the field, `value` is its new value. */
function fieldEdit<K extends ThemeField>(type: K) {
  return z.object({ surveyCode: ZProjectCode, type: z.literal(type), value: THEME_FIELDS[type] });
}
/**
 * `style/update` (spec doc 2: "type, surveyCode, id, themeId or a single field"): `type: 'theme'`
 * copies a preset's or saved theme's values (`themeId`) into the survey; any other `type` names
 * the one field it replaces with `value`.
 */
export const ZStyleUpdateBody = z.discriminatedUnion('type', [
  z.object({ surveyCode: ZProjectCode, type: z.literal('theme'), themeId: ZThemeId }),
  fieldEdit('mode'),
  fieldEdit('colors'),
  fieldEdit('background'),
  fieldEdit('font'),
  fieldEdit('button'),
  fieldEdit('answer'),
  fieldEdit('transition'),
  fieldEdit('effect'),
  fieldEdit('touch'),
]);
export type StyleUpdateBody = z.infer<typeof ZStyleUpdateBody>;

export const ZStyleSaved = ZSurveyStyle.extend({ saved: ZSurveySaved });
export type StyleSaved = z.infer<typeof ZStyleSaved>;

/** `POST style/`: saves the survey's current theme as one of the caller's themes. */
export const ZStyleCreateBody = z.object({ surveyCode: ZProjectCode, name: ZThemeName });
export type StyleCreateBody = z.infer<typeof ZStyleCreateBody>;
export const ZStyleRenameBody = z.object({ id: ZThemeId, name: ZThemeName });
export type StyleRenameBody = z.infer<typeof ZStyleRenameBody>;
export const ZStyleRemoveBody = z.object({ id: ZThemeId });
export type StyleRemoveBody = z.infer<typeof ZStyleRemoveBody>;
