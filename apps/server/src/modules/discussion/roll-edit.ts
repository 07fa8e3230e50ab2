import type { Interviewee, RollClearBody, RollUpdateParsed } from '@cairn/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { discussionGroups, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { normalMobile } from './roll-import.ts';
import { loadInterviewProject, lockRoll } from './roll-project.ts';
import { intervieweeOf } from './roll-view.ts';

/**
 * POST user/update: one interviewee's name, mobile, group and field values, replaced. Field keys
 * not among the project's head fields are dropped (the roll shows only those). A0404 for an
 * interviewee or group of another project; A5511 for a mobile someone else in the roll has.
 */
export async function updateInterviewee(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  body: RollUpdateParsed,
): Promise<Interviewee> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  return deps.db.transaction(async (tx) => {
    const { heads } = await lockRoll(tx, survey.id);
    const mine = and(eq(discussionUsers.surveyId, survey.id), eq(discussionUsers.id, body.id));
    const [current] = await tx.select({ id: discussionUsers.id }).from(discussionUsers).where(mine);
    if (!current) throw new AppError('A0404', 'interviewee');
    let groupName: string | null = null;
    if (body.groupId !== null) {
      const [group] = await tx
        .select({ name: discussionGroups.name })
        .from(discussionGroups)
        .where(and(eq(discussionGroups.surveyId, survey.id), eq(discussionGroups.id, body.groupId)));
      if (!group) throw new AppError('A0404', 'group');
      groupName = group.name;
    }
    const mobile = body.mobile === null ? null : normalMobile(body.mobile);
    if (mobile !== null) {
      const [other] = await tx
        .select({ id: discussionUsers.id })
        .from(discussionUsers)
        .where(
          and(
            eq(discussionUsers.surveyId, survey.id),
            eq(discussionUsers.mobile, mobile),
            ne(discussionUsers.id, body.id),
          ),
        );
      if (other) throw new AppError('A5511');
    }
    const fields: Record<string, string> = {};
    for (const head of heads) {
      const value = body.fields[head.key]?.trim();
      if (value) fields[head.key] = value;
    }
    const [row] = await tx
      .update(discussionUsers)
      .set({ name: body.name, mobile, groupId: body.groupId, fields, updatedAt: new Date(deps.now()) })
      .where(mine)
      .returning();
    return intervieweeOf(row!, groupName);
  });
}

/** POST user/clear: the listed interviewees (ids of other projects ignored), or the whole roll. */
export async function clearRoll(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: RollClearBody,
): Promise<{ removed: number }> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  return deps.db.transaction(async (tx) => {
    await lockRoll(tx, survey.id);
    const where = body.ids
      ? and(eq(discussionUsers.surveyId, survey.id), inArray(discussionUsers.id, body.ids))
      : eq(discussionUsers.surveyId, survey.id);
    const removed = await tx.delete(discussionUsers).where(where).returning({ id: discussionUsers.id });
    return { removed: removed.length };
  });
}
