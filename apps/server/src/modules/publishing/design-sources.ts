import { type LogicRule, type Theme, ZTheme } from '@cairn/core';
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

/**
 * INTEGRATOR SEAM (theme): the survey's theme, frozen into each published version.
 * The themes module (another branch) provides `loadSurveyTheme(db, surveyId)`; until it is
 * merged this answers core's ZTheme defaults. Replace this body with a call to that loader.
 */
export async function loadSurveyTheme(_db: Db, _surveyId: number): Promise<Theme> {
  return ZTheme.parse({});
}

/**
 * INTEGRATOR SEAM (interviewees): how many interviewees a discussion project has uploaded
 * (A5505 refuses publishing without any). The interviewee roll is not built yet, so this is 0
 * and a discussion project cannot be published; point it at the roll when it exists.
 */
export async function countInterviewees(_db: Db, _surveyId: number): Promise<number> {
  return 0;
}
