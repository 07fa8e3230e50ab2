import type { LogicRule } from '@cairn/core';
import type { Db } from '../../db/client.ts';

/**
 * INTEGRATOR SEAM (logic): the survey's logic rules, frozen into each published version.
 * The logic table is built on another branch and is not on this one, so this returns `[]`.
 * When merging, point it at the logic module's loader (rules of `surveyId`, parsed with
 * core's ZLogicRule). Nothing else in publishing reads logic.
 */
export async function loadSurveyLogic(_db: Db, _surveyId: number): Promise<LogicRule[]> {
  return [];
}

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
