import type { RollListParsed, RollPage } from '@cairn/contract';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { discussionGroups, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadInterviewProject } from './roll-project.ts';
import { intervieweeOf } from './roll-view.ts';

/** `%` and `_` typed by the user are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * POST user/list: one page of the roll, oldest first (the import's order). The keyword matches
 * name, mobile and any custom field's value (contains, any case); groupId 0 is the ungrouped.
 */
export async function listRoll(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: RollListParsed,
): Promise<RollPage> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  const where: SQL[] = [eq(discussionUsers.surveyId, survey.id)];
  if (body.keyword) {
    const like = likeText(body.keyword);
    where.push(
      or(
        ilike(discussionUsers.name, like),
        ilike(discussionUsers.mobile, like),
        // Values only, not the keys: jsonb_each_text over the row's fields.
        sql`exists (select 1 from jsonb_each_text(${discussionUsers.fields}) f where f.value ilike ${like})`,
      )!,
    );
  }
  if (body.groupId === 0) where.push(isNull(discussionUsers.groupId));
  else if (body.groupId !== undefined) where.push(eq(discussionUsers.groupId, body.groupId));
  if (body.state !== undefined) where.push(eq(discussionUsers.state, body.state));
  const filter = and(...where);
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: count() })
    .from(discussionUsers)
    .where(filter);
  const rows = await deps.db
    .select({ user: discussionUsers, groupName: discussionGroups.name })
    .from(discussionUsers)
    .leftJoin(discussionGroups, eq(discussionGroups.id, discussionUsers.groupId))
    .where(filter)
    .orderBy(asc(discussionUsers.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return {
    page: body.page,
    pageSize: body.pageSize,
    total: Number(total),
    records: rows.map((r) => intervieweeOf(r.user, r.groupName)),
  };
}
