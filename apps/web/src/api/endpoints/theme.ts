import {
  type StyleSaved,
  type StyleUpdateBody,
  type ThemeOverview,
  ZStyleSaved,
  ZThemeOverview,
} from '@cairn/contract';
import { type Theme, ZTheme } from '@cairn/core';
import { api } from '../client.ts';
import { nullData } from '../parser.ts';

/** Survey style calls (spec doc 2 §7 Theme). */
const BASE = '/designer/v1/survey/style';

/** The theme tab's data: the survey's theme, the presets and my saved themes. */
export function fetchThemeOverview(surveyCode: string): Promise<ThemeOverview> {
  return api.request({
    method: 'GET',
    path: `${BASE}/theme/${encodeURIComponent(surveyCode)}`,
    parse: ZThemeOverview,
  });
}

/** Applies a theme (`type: 'theme'`) or changes one field of the survey's theme. */
export function updateSurveyStyle(body: StyleUpdateBody): Promise<StyleSaved> {
  return api.request({ method: 'POST', path: `${BASE}/update`, body, parse: ZStyleSaved });
}

/** Saves the survey's current theme as one of mine. */
export function saveThemeAs(surveyCode: string, name: string): Promise<Theme> {
  return api.request({
    method: 'POST',
    path: BASE,
    body: { surveyCode, name },
    parse: ZTheme,
    handles: ['A0400'],
  });
}

export function renameTheme(id: number, name: string): Promise<Theme> {
  return api.request({
    method: 'POST',
    path: `${BASE}/rename`,
    body: { id, name },
    parse: ZTheme,
    handles: ['A0400'],
  });
}

export function removeTheme(id: number): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/remove`, body: { id }, parse: nullData });
}
