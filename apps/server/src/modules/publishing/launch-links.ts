import {
  type LaunchLink,
  type LaunchLinkRemoveBody,
  type LaunchLinkSaveBody,
  MAX_LAUNCH_LINKS,
  ZLaunchLinkSaveBody,
} from '@cairn/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { launchLinks } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

type LinkRow = typeof launchLinks.$inferSelect;
const view = (r: LinkRow): LaunchLink => ({
  id: r.id,
  name: r.name,
  source: r.source,
  channel: r.channel,
  createdAt: r.createdAt.getTime(),
});

/** The survey's named links, oldest first (read right). */
export async function listLaunchLinks(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<LaunchLink[]> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'read');
  const rows = await deps.db
    .select()
    .from(launchLinks)
    .where(eq(launchLinks.surveyId, survey.id))
    .orderBy(asc(launchLinks.id));
  return rows.map(view);
}

/**
 * Adds or renames a named link (launch right). A source another link of the survey uses is A0209
 * (ignoring case: source stats group by it); more than MAX_LAUNCH_LINKS is A0400; an id of
 * another survey's link is A0404.
 */
export async function saveLaunchLink(
  deps: { db: Db },
  auth: { userId: number },
  body: LaunchLinkSaveBody,
): Promise<LaunchLink> {
  const input = ZLaunchLinkSaveBody.parse(body);
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'launch');
  return deps.db.transaction(async (tx) => {
    const clash = await tx
      .select({ id: launchLinks.id })
      .from(launchLinks)
      .where(
        and(
          eq(launchLinks.surveyId, survey.id),
          sql`lower(${launchLinks.source}) = lower(${input.source})`,
          input.id ? ne(launchLinks.id, input.id) : undefined,
        ),
      );
    if (clash.length > 0) throw new AppError('A0209', `source ${input.source}`);
    const values = { name: input.name, source: input.source, channel: input.channel };
    if (input.id) {
      const [row] = await tx
        .update(launchLinks)
        .set(values)
        .where(and(eq(launchLinks.id, input.id), eq(launchLinks.surveyId, survey.id)))
        .returning();
      if (!row) throw new AppError('A0404', 'no such link');
      return view(row);
    }
    const [existing] = await tx
      .select({ n: count() })
      .from(launchLinks)
      .where(eq(launchLinks.surveyId, survey.id));
    if ((existing?.n ?? 0) >= MAX_LAUNCH_LINKS)
      throw new AppError('A0400', `at most ${MAX_LAUNCH_LINKS} links`);
    const [row] = await tx
      .insert(launchLinks)
      .values({ ...values, surveyId: survey.id })
      .returning();
    return view(row!);
  });
}

/** Removes a named link (launch right); responses keep the source they recorded. */
export async function removeLaunchLink(
  deps: { db: Db },
  auth: { userId: number },
  input: LaunchLinkRemoveBody,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'launch');
  const removed = await deps.db
    .delete(launchLinks)
    .where(and(eq(launchLinks.id, input.id), eq(launchLinks.surveyId, survey.id)))
    .returning({ id: launchLinks.id });
  if (removed.length === 0) throw new AppError('A0404', 'no such link');
}
