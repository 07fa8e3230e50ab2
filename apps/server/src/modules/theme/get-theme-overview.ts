import type { Lang, ThemeOverview } from '@cairn/contract';
import { presetTheme, THEME_PRESETS } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { listSavedThemes } from './saved-theme-repo.ts';
import { toSurveyStyle } from './survey-style.ts';
import { loadSurveyTheme } from './theme-repo.ts';

/**
 * `GET style/theme/{code}`: the survey's current theme, the presets and the caller's saved
 * themes — the theme tab in one call. The tab needs the edit right (spec doc 1 "theme (needs
 * edit right)"), so reading goes through the same check.
 */
export async function getThemeOverview(
  deps: AppDeps,
  auth: { userId: number },
  code: string,
  lang: Lang,
): Promise<ThemeOverview> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'edit');
  const [theme, mine] = await Promise.all([
    loadSurveyTheme(deps.db, survey.id),
    listSavedThemes(deps.db, auth.userId),
  ]);
  return {
    current: toSurveyStyle(deps, theme),
    presets: THEME_PRESETS.map((p) => presetTheme(p, lang)),
    mine,
  };
}
