import type { DiscussionQuotaRule, DiscussionQuotaView, HeadField } from '@cairn/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionQuotas, discussionUsers } from '../../db/schema/index.ts';
import { headsOf } from './discussion-project.ts';
import { matchesQuotaRule, type QuotaStanding } from './discussion-quota-blocks.ts';

type QuotaRow = typeof discussionQuotas.$inferSelect;

export function ruleOf(row: QuotaRow): DiscussionQuotaRule {
  return row.kind === 'group'
    ? { kind: 'group', groupId: row.groupId ?? 0 }
    : { kind: 'field', key: row.fieldKey ?? '', value: row.fieldValue ?? '' };
}

/** The roll as the quotas read it: group, head field values and state of every interviewee. */
async function rollOf(db: Db, surveyId: number) {
  const rows = await db
    .select({
      groupId: discussionUsers.groupId,
      fields: discussionUsers.fields,
      state: discussionUsers.state,
    })
    .from(discussionUsers)
    .where(eq(discussionUsers.surveyId, surveyId));
  return rows.map((r) => ({ ...r, fields: (r.fields ?? {}) as Record<string, string> }));
}

/**
 * The project's quotas in their order with progress counted from the roll. Rolls are at most a
 * few thousand interviewees, so one read of (group, fields, state) serves every quota.
 */
export async function quotaStandings(
  db: Db,
  surveyId: number,
): Promise<(QuotaStanding & { matching: number })[]> {
  const [rows, roll] = await Promise.all([
    db
      .select()
      .from(discussionQuotas)
      .where(eq(discussionQuotas.surveyId, surveyId))
      .orderBy(asc(discussionQuotas.position), asc(discussionQuotas.id)),
    rollOf(db, surveyId),
  ]);
  return rows.map((row) => {
    const rule = ruleOf(row);
    let done = 0;
    let inProgress = 0;
    let matching = 0;
    for (const who of roll) {
      if (!matchesQuotaRule(rule, who)) continue;
      matching += 1;
      if (who.state === 2) done += 1;
      else if (who.state === 1) inProgress += 1;
    }
    return {
      id: row.id,
      name: row.name,
      rule,
      target: row.target,
      action: row.action,
      done,
      inProgress,
      matching,
    };
  });
}

/** What a rule names, for display: the group's name, or "label: value". */
function labelOf(rule: DiscussionQuotaRule, groups: Map<number, string>, heads: HeadField[]): string {
  if (rule.kind === 'group') return groups.get(rule.groupId) ?? `#${rule.groupId}`;
  const label = heads.find((h) => h.key === rule.key)?.label ?? rule.key;
  return `${label}: ${rule.value}`;
}

/** The quota views of a project (list, community quota page). */
export async function quotaViews(db: Db, surveyId: number): Promise<DiscussionQuotaView[]> {
  const [standings, groups, heads] = await Promise.all([
    quotaStandings(db, surveyId),
    db
      .select({ id: discussionGroups.id, name: discussionGroups.name })
      .from(discussionGroups)
      .where(eq(discussionGroups.surveyId, surveyId)),
    headsOf(db, surveyId),
  ]);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  return standings.map((s) => ({
    id: s.id,
    name: s.name,
    rule: s.rule,
    label: labelOf(s.rule, names, heads),
    target: s.target,
    action: s.action,
    done: s.done,
    inProgress: s.inProgress,
    matching: s.matching,
    full: s.done >= s.target,
  }));
}
