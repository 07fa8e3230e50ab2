import type { DiscussionGroup, GroupUpdateBody, RollGroups } from '@cairn/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { nextGroupSort } from './roll-groups-store.ts';
import { loadInterviewProject, lockRoll } from './roll-project.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

async function groupCount(db: Db, surveyId: number, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionUsers)
    .where(and(eq(discussionUsers.surveyId, surveyId), eq(discussionUsers.groupId, groupId)));
  return Number(row?.n ?? 0);
}

/** A5510 when another group of the project has this name, in any case. */
async function refuseTakenName(tx: Db, surveyId: number, name: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: discussionGroups.id })
    .from(discussionGroups)
    .where(
      and(
        eq(discussionGroups.surveyId, surveyId),
        sql`lower(${discussionGroups.name}) = lower(${name})`,
        except === undefined ? undefined : ne(discussionGroups.id, except),
      ),
    );
  if (taken) throw new AppError('A5510');
}

/** GET user/group/{code}: the groups in their order with member counts, and the ungrouped. */
export async function listGroups(deps: Deps, userId: number, code: string): Promise<RollGroups> {
  const survey = await loadInterviewProject(deps, userId, code);
  const counts = await deps.db
    .select({ groupId: discussionUsers.groupId, n: count() })
    .from(discussionUsers)
    .where(eq(discussionUsers.surveyId, survey.id))
    .groupBy(discussionUsers.groupId);
  const byGroup = new Map(counts.map((c) => [c.groupId, Number(c.n)]));
  const groups = await deps.db
    .select({ id: discussionGroups.id, name: discussionGroups.name })
    .from(discussionGroups)
    .where(eq(discussionGroups.surveyId, survey.id))
    .orderBy(asc(discussionGroups.sort), asc(discussionGroups.id));
  return {
    groups: groups.map((g) => ({ ...g, count: byGroup.get(g.id) ?? 0 })),
    ungrouped: byGroup.get(null) ?? 0,
    total: [...byGroup.values()].reduce((a, b) => a + b, 0),
  };
}

/** POST user/group/save: a new, empty group after the others. */
export async function saveGroup(
  deps: Deps,
  userId: number,
  body: { surveyCode: string; name: string },
): Promise<DiscussionGroup> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  return deps.db.transaction(async (tx) => {
    await lockRoll(tx, survey.id);
    await refuseTakenName(tx, survey.id, body.name);
    const [group] = await tx
      .insert(discussionGroups)
      .values({ surveyId: survey.id, name: body.name, sort: await nextGroupSort(tx, survey.id) })
      .returning({ id: discussionGroups.id, name: discussionGroups.name });
    return { ...group!, count: 0 };
  });
}

/**
 * POST user/group/update: renames the group and/or moves the listed interviewees into it (id 0:
 * out of any group). Ids of another project are not moved; `moved` says how many were.
 */
export async function updateGroup(
  deps: Deps,
  userId: number,
  body: GroupUpdateBody,
): Promise<{ group: DiscussionGroup | null; moved: number }> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  return deps.db.transaction(async (tx) => {
    await lockRoll(tx, survey.id);
    let name: string | null = null;
    if (body.id > 0) {
      const [group] = await tx
        .select({ name: discussionGroups.name })
        .from(discussionGroups)
        .where(and(eq(discussionGroups.surveyId, survey.id), eq(discussionGroups.id, body.id)));
      if (!group) throw new AppError('A0404', 'group');
      name = group.name;
      if (body.name !== undefined && body.name !== group.name) {
        await refuseTakenName(tx, survey.id, body.name, body.id);
        await tx.update(discussionGroups).set({ name: body.name }).where(eq(discussionGroups.id, body.id));
        name = body.name;
      }
    }
    let moved = 0;
    if (body.memberIds) {
      const rows = await tx
        .update(discussionUsers)
        .set({ groupId: body.id > 0 ? body.id : null, updatedAt: new Date(deps.now()) })
        .where(and(eq(discussionUsers.surveyId, survey.id), inArray(discussionUsers.id, body.memberIds)))
        .returning({ id: discussionUsers.id });
      moved = rows.length;
    }
    const group =
      body.id > 0 && name !== null
        ? { id: body.id, name, count: await groupCount(tx, survey.id, body.id) }
        : null;
    return { group, moved };
  });
}

/** POST user/group/delete: the group goes; its members stay in the roll, ungrouped. */
export async function deleteGroup(
  deps: Deps,
  userId: number,
  body: { surveyCode: string; id: number },
): Promise<{ ungrouped: number }> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  return deps.db.transaction(async (tx) => {
    await lockRoll(tx, survey.id);
    const mine = and(eq(discussionGroups.surveyId, survey.id), eq(discussionGroups.id, body.id));
    const [group] = await tx.select({ id: discussionGroups.id }).from(discussionGroups).where(mine);
    if (!group) throw new AppError('A0404', 'group');
    // Said here rather than left to the foreign key's SET NULL, so the answer can count them.
    const members = await tx
      .update(discussionUsers)
      .set({ groupId: null, updatedAt: new Date(deps.now()) })
      .where(and(eq(discussionUsers.surveyId, survey.id), eq(discussionUsers.groupId, body.id)))
      .returning({ id: discussionUsers.id });
    await tx.delete(discussionGroups).where(mine);
    return { ungrouped: members.length };
  });
}
