import { type CommunitySettings, ZCommunitySettings } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communityAccess, discussionProjects } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { DISCUSSION_PROJECT } from '../discussion-quota/discussion-project.ts';
import { findSurveyByCode, type SurveyRow } from '../projects/survey-repo.ts';

const DEFAULTS: CommunitySettings = ZCommunitySettings.parse({});

/** A project's community settings (defaults: off, every section shown once on). */
export async function communitySettingsOf(db: Db, surveyId: number): Promise<CommunitySettings> {
  const [row] = await db
    .select({ community: discussionProjects.community })
    .from(discussionProjects)
    .where(eq(discussionProjects.surveyId, surveyId));
  const parsed = ZCommunitySettings.safeParse(row?.community ?? {});
  return parsed.success ? parsed.data : DEFAULTS;
}

export async function passwordRowOf(db: Db, surveyId: number) {
  const [row] = await db.select().from(communityAccess).where(eq(communityAccess.surveyId, surveyId));
  return row ?? null;
}

/**
 * The project a community call names, seen from outside: an interview project that exists and
 * is not in the bin, else A1100 (a client learns nothing more about other codes).
 */
export async function communityProject(
  db: Db,
  code: string,
): Promise<{ survey: SurveyRow; settings: CommunitySettings }> {
  const survey = await findSurveyByCode(db, code);
  if (!survey || survey.deletedAt || survey.projectType !== DISCUSSION_PROJECT) throw new AppError('A1100');
  return { survey, settings: await communitySettingsOf(db, survey.id) };
}

export type CommunitySection = 'board' | 'cross' | 'quota';

/** The community pages are on and show this section (the owner's choice), else A0403. */
export function requireSection(settings: CommunitySettings, section: CommunitySection | null): void {
  if (!settings.enabled) throw new AppError('A0403', 'the community pages are off');
  if (section && !settings[section]) throw new AppError('A0403', `the ${section} section is off`);
}
