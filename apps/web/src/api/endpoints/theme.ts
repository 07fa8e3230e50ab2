import { type StyleSaved, type StyleUpdateBody, type ThemeOverview, themeApi } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import { api } from '../client.ts';

/** Survey style calls (spec doc 2 §7 Theme). */

/** The theme tab's data: the survey's theme, the presets and my saved themes. */
export function fetchThemeOverview(surveyCode: string): Promise<ThemeOverview> {
  return api.call(themeApi.overview, { code: surveyCode });
}

/** Applies a theme (`type: 'theme'`) or changes one field of the survey's theme. */
export function updateSurveyStyle(body: StyleUpdateBody): Promise<StyleSaved> {
  return api.call(themeApi.update, body);
}

/** Saves the survey's current theme as one of mine. */
export function saveThemeAs(surveyCode: string, name: string): Promise<Theme> {
  return api.call(themeApi.saveAs, { surveyCode, name }, { handles: ['A0400'] });
}

export function renameTheme(id: number, name: string): Promise<Theme> {
  return api.call(themeApi.rename, { id, name }, { handles: ['A0400'] });
}

export function removeTheme(id: number): Promise<null> {
  return api.call(themeApi.remove, { id });
}
