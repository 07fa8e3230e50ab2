import type { DiscussionQuotaAction, DiscussionQuotaNodes, DiscussionQuotaView } from '@cairn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionQuotas, discussionUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { headsOf, loadDiscussionSurvey } from './discussion-project.ts';
import { quotaViews } from './quota-progress.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

/** The roll's quotas with progress (read right). */
export async function listDiscussionQuotas(
  deps: Deps,
  auth: Auth,
  code: string,
): Promise<DiscussionQuotaView[]> {
  const survey = await loadDiscussionSurvey(deps, auth, code, 'read');
  return quotaViews(deps.db, survey.id);
}

/**
 * What a quota can name (read right): the groups with their sizes, and each head field with the
 * values the roll holds for it (trimmed, blanks left out), most frequent first.
 */
export async function discussionQuotaNodes(
  deps: Deps,
  auth: Auth,
  code: string,
): Promise<DiscussionQuotaNodes> {
  const survey = await loadDiscussionSurvey(deps, auth, code, 'read');
  const [groups, roll, heads] = await Promise.all([
    deps.db
      .select({ id: discussionGroups.id, name: discussionGroups.name })
      .from(discussionGroups)
      .where(eq(discussionGroups.surveyId, survey.id))
      .orderBy(asc(discussionGroups.sort), asc(discussionGroups.id)),
    deps.db
      .select({ groupId: discussionUsers.groupId, fields: discussionUsers.fields })
      .from(discussionUsers)
      .where(eq(discussionUsers.surveyId, survey.id)),
    headsOf(deps.db, survey.id),
  ]);
  const groupCounts = new Map<number, number>();
  const values = new Map(heads.map((h) => [h.key, new Map<string, number>()]));
  for (const who of roll) {
    if (who.groupId !== null) groupCounts.set(who.groupId, (groupCounts.get(who.groupId) ?? 0) + 1);
    for (const [key, raw] of Object.entries((who.fields ?? {}) as Record<string, unknown>)) {
      const value = typeof raw === 'string' ? raw.trim() : '';
      const counts = values.get(key);
      if (counts && value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return {
    groups: groups.map((g) => ({ ...g, count: groupCounts.get(g.id) ?? 0 })),
    fields: heads.map((h) => ({
      key: h.key,
      label: h.label,
      values: [...(values.get(h.key) ?? new Map<string, number>())]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    })),
  };
}

/** Quota control (launch right): stop new sessions at the target, or allow them over it. */
export async function controlDiscussionQuota(
  deps: Deps,
  auth: Auth,
  input: { surveyCode: string; id: number; action: DiscussionQuotaAction },
): Promise<DiscussionQuotaView> {
  const survey = await loadDiscussionSurvey(deps, auth, input.surveyCode, 'launch');
  const [updated] = await deps.db
    .update(discussionQuotas)
    .set({ action: input.action, updatedAt: new Date(deps.now()) })
    .where(and(eq(discussionQuotas.surveyId, survey.id), eq(discussionQuotas.id, input.id)))
    .returning({ id: discussionQuotas.id });
  if (!updated) throw new AppError('A5200', `quota ${input.id}`);
  const view = (await quotaViews(deps.db, survey.id)).find((q) => q.id === input.id);
  if (!view) throw new AppError('A5200', `quota ${input.id}`);
  return view;
}
