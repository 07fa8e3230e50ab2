import type { Db } from '../../db/client.ts';

/** The survey's logic rules, frozen into each published version: the logic module owns them. */
export { loadRules as loadSurveyLogic } from '../logic/logic-repo.ts';

/** The survey's theme, frozen into each published version: the themes module owns it. */
export { loadSurveyTheme } from '../theme/theme-repo.ts';

/**
 * INTEGRATOR SEAM (interviewees): how many interviewees a discussion project has uploaded
 * (A5505 refuses publishing without any). The interviewee roll is not built yet, so this is 0
 * and a discussion project cannot be published; point it at the roll when it exists.
 */
export async function countInterviewees(_db: Db, _surveyId: number): Promise<number> {
  return 0;
}
