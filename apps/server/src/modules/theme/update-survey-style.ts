import type { Lang, StyleSaved, StyleUpdateBody } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isFileKey } from '../files/storage.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { findTheme } from './find-theme.ts';
import { toSurveyStyle } from './survey-style.ts';
import { loadSurveyTheme, saveSurveyTheme } from './theme-repo.ts';

/**
 * `POST style/update`: applies a preset or saved theme (a copy of its values; later changes to
 * the saved theme do not reach the survey) or replaces one field. Needs the edit right; the
 * survey counts as edited (version, relaunch), since respondents see the theme.
 */
export async function updateSurveyStyle(
  deps: AppDeps,
  auth: { userId: number },
  body: StyleUpdateBody,
  lang: Lang,
): Promise<StyleSaved> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'edit');
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const next: Theme =
      body.type === 'theme'
        ? await findTheme(tx, auth.userId, body.themeId, lang)
        : { ...(await loadSurveyTheme(tx, survey.id)), [body.type]: body.value };
    const image = next.background.image;
    // Designs keep a stored file's key, never a URL (ARCHITECTURE "files").
    if (image !== null && !isFileKey(image)) throw new AppError('A0400', 'background.image: not a file key');
    await saveSurveyTheme(tx, survey.id, next, new Date(at));
    const saved = await markEdited(tx, survey.id, at);
    return { ...toSurveyStyle(deps, next), saved };
  });
}
