import { type HeadField, ZHeadField } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { discussionProjects } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Action } from '../../policy/policy.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { SurveyRow } from '../projects/survey-repo.ts';

/** projectType of an interview (discussion) project. */
export const DISCUSSION_PROJECT = 1;

const ZHeads = z.array(ZHeadField).catch([]);

/** The custom head fields of a project's roll (none until the roll is set up). */
export async function headsOf(db: Db, surveyId: number): Promise<HeadField[]> {
  const [row] = await db
    .select({ heads: discussionProjects.heads })
    .from(discussionProjects)
    .where(eq(discussionProjects.surveyId, surveyId));
  return row ? ZHeads.parse(row.heads) : [];
}

/** A survey the caller may act on that is an interview project (else A0400). */
export async function loadDiscussionSurvey(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
  action: Action,
): Promise<SurveyRow> {
  const { survey } = await loadSurveyForAction(deps, auth, code, action);
  if (survey.projectType !== DISCUSSION_PROJECT) throw new AppError('A0400', 'not an interview project');
  return survey;
}
