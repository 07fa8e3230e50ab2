import { type CommunitySettings, type HeadField, ZCommunitySettings, ZHeadField } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionProjects } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { SurveyRow } from '../projects/survey-repo.ts';

/**
 * The interview project a roll call is for: the edit right on it (owner and editors; A5211 for
 * anyone else, checked before anything about the project is told) and projectType 1 (A0400).
 */
export async function loadInterviewProject(
  deps: { db: Db },
  userId: number,
  code: string,
): Promise<SurveyRow> {
  const { survey } = await loadSurveyForAction(deps, { userId }, code, 'edit');
  if (survey.projectType !== 1) throw new AppError('A0400', 'not an interview project');
  return survey;
}

export interface RollSettings {
  heads: HeadField[];
  community: CommunitySettings;
}

/** Stored JSON read defensively: a value that no longer parses reads as the default. */
export function settingsOf(row: { heads: unknown; community: unknown } | undefined): RollSettings {
  const heads = ZHeadField.array().safeParse(row?.heads ?? []);
  const community = ZCommunitySettings.safeParse(row?.community ?? {});
  return {
    heads: heads.success ? heads.data : [],
    community: community.success ? community.data : ZCommunitySettings.parse({}),
  };
}

/** The project's settings row as it is (none yet: the defaults). */
export async function readRollSettings(db: Db, surveyId: number): Promise<RollSettings> {
  const [row] = await db.select().from(discussionProjects).where(eq(discussionProjects.surveyId, surveyId));
  return settingsOf(row);
}

/**
 * Inside a transaction: makes the project's settings row if missing and locks it. Every write to
 * the roll takes this lock first, so imports, edits and head changes of one project run one at a
 * time (the mobile check, the roll's cap and code generation then see a stable roll).
 */
export async function lockRoll(tx: Db, surveyId: number): Promise<RollSettings> {
  await tx.insert(discussionProjects).values({ surveyId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(discussionProjects)
    .where(eq(discussionProjects.surveyId, surveyId))
    .for('update');
  return settingsOf(row);
}
