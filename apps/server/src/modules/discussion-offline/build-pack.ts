import { IntervieweeState, OFFLINE_TICKET_TTL_MS, type OfflinePack, ZHeadField } from '@cairn/contract';
import { resolveSurveySettings } from '@cairn/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { discussionGroups, discussionProjects, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { issueInterviewTicket } from '../discussion/interview-ticket.ts';
import { loadPublishedDocument } from '../publishing/survey-versions.ts';
import { inlineDocumentImages } from './inline-images.ts';
import type { OfflineHolder } from './offline-access.ts';

const ZHeads = z.array(ZHeadField).catch([]);
const ZFields = z.record(z.string(), z.string()).catch({});

/**
 * What the offline file carries for one holder: the published document (no password, images as
 * data URLs), the whole roll in code order, and an interview ticket for the caller valid
 * OFFLINE_TICKET_TTL_MS (30 days) — answers made offline must sync within it. A host's ticket
 * names their manager row (so removing the host stops their file syncing); an editor who is not a
 * host gets manager 0, which the respond check reads as "issued to an editor" (see ARCHITECTURE.md).
 * Every offline ticket carries the project's offline generation: raising it (withdraw.ts)
 * withdraws every file issued before.
 * Only a published project (status 1) with a published version has a file: else A0400.
 */
export async function buildOfflinePack(
  deps: Pick<AppDeps, 'db' | 'now' | 'signingKey' | 'storage'>,
  holder: OfflineHolder,
  origin: string,
  callerName: string,
): Promise<OfflinePack> {
  const { db } = deps;
  const { survey, host } = holder;
  const published = survey.status === 1 ? await loadPublishedDocument(db, survey.id) : null;
  if (!published) throw new AppError('A0400', 'publish the project before taking it offline');
  const [project] = await db
    .select()
    .from(discussionProjects)
    .where(eq(discussionProjects.surveyId, survey.id));
  const rows = await db
    .select({
      code: discussionUsers.code,
      name: discussionUsers.name,
      groupName: discussionGroups.name,
      fields: discussionUsers.fields,
      state: discussionUsers.state,
    })
    .from(discussionUsers)
    .leftJoin(discussionGroups, eq(discussionGroups.id, discussionUsers.groupId))
    .where(eq(discussionUsers.surveyId, survey.id))
    .orderBy(asc(discussionUsers.id)); // the roll page's order: as imported
  const now = deps.now();
  const exp = now + OFFLINE_TICKET_TTL_MS;
  // Strip the password and signed links as respondents get it, then put the images' bytes in.
  const { password: _password, ...settings } = published.settings;
  const document = await inlineDocumentImages(deps.storage, { ...published, settings });
  return {
    format: 1,
    origin,
    surveyCode: survey.code,
    lang: resolveSurveySettings({ lang: published.lang, ...published.settings }).lang,
    document,
    heads: ZHeads.parse(project?.heads ?? []),
    roll: rows.map((r) => ({
      code: r.code,
      name: r.name,
      groupName: r.groupName ?? null,
      fields: ZFields.parse(r.fields),
      closed: closedState(r.state),
    })),
    ticket: issueInterviewTicket(deps.signingKey, {
      surveyId: survey.id,
      managerId: host?.id ?? 0,
      generation: project?.offlineGeneration ?? 0,
      exp,
    }),
    ticketExpiresAt: new Date(exp).toISOString(),
    hostName: host?.name ?? callerName,
    issuedAt: new Date(now).toISOString(),
  };
}

function closedState(state: number): 'done' | 'absent' | null {
  if (state === IntervieweeState.DONE) return 'done';
  if (state === IntervieweeState.ABSENT) return 'absent';
  return null;
}
