import type {
  DiscussionQuotaSaveBody,
  DiscussionQuotaView,
  HeadField,
  ZDiscussionQuotaSaveBody,
} from '@cairn/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionQuotas, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { headsOf, loadDiscussionSurvey } from './discussion-project.ts';
import { quotaViews } from './quota-progress.ts';

type Input = z.output<typeof ZDiscussionQuotaSaveBody>;
type QuotaInput = Input['quotas'][number];

/** Every rule names a group of this project (A0404) or one of its head fields (A0400). */
async function checkRules(db: Db, surveyId: number, quotas: QuotaInput[], heads: HeadField[]) {
  const groupIds = quotas.flatMap((q) => (q.rule.kind === 'group' ? [q.rule.groupId] : []));
  if (groupIds.length > 0) {
    const found = await db
      .select({ id: discussionGroups.id })
      .from(discussionGroups)
      .where(and(eq(discussionGroups.surveyId, surveyId), inArray(discussionGroups.id, groupIds)));
    const known = new Set(found.map((g) => g.id));
    const missing = groupIds.find((id) => !known.has(id));
    if (missing !== undefined) throw new AppError('A0404', `group ${missing}`);
  }
  const keys = new Set(heads.map((h) => h.key));
  for (const q of quotas) {
    if (q.rule.kind === 'field' && !keys.has(q.rule.key)) throw new AppError('A0400', `field ${q.rule.key}`);
  }
}

function columnsOf(q: QuotaInput, position: number, at: Date) {
  const rule =
    q.rule.kind === 'group'
      ? { kind: 'group' as const, groupId: q.rule.groupId, fieldKey: null, fieldValue: null }
      : { kind: 'field' as const, groupId: null, fieldKey: q.rule.key, fieldValue: q.rule.value };
  return { name: q.name, ...rule, target: q.target, action: q.action, position, updatedAt: at };
}

/**
 * Replaces a project's roll quotas with the list sent (edit right): a quota with an id is edited,
 * one without is created, one left out is deleted, and the list's order is theirs. One
 * transaction with the survey row locked, so two saves do not interleave. Progress is read from
 * the roll, so an edited rule is counted afresh.
 */
export async function saveDiscussionQuotas(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: DiscussionQuotaSaveBody,
): Promise<DiscussionQuotaView[]> {
  const body = input as Input;
  const survey = await loadDiscussionSurvey(deps, auth, body.surveyCode, 'edit');
  const heads = await headsOf(deps.db, survey.id);
  await checkRules(deps.db, survey.id, body.quotas, heads);
  const at = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, survey.id)).for('update');
    const held = await tx
      .select({ id: discussionQuotas.id })
      .from(discussionQuotas)
      .where(eq(discussionQuotas.surveyId, survey.id));
    const heldIds = new Set(held.map((q) => q.id));
    const kept = body.quotas.flatMap((q) => (q.id === undefined ? [] : [q.id]));
    const unknown = kept.find((id) => !heldIds.has(id));
    if (unknown !== undefined) throw new AppError('A5200', `quota ${unknown}`);
    const mine = eq(discussionQuotas.surveyId, survey.id);
    await tx
      .delete(discussionQuotas)
      .where(kept.length > 0 ? and(mine, notInArray(discussionQuotas.id, kept)) : mine);
    for (const [position, q] of body.quotas.entries()) {
      const values = columnsOf(q, position, at);
      if (q.id === undefined) {
        await tx.insert(discussionQuotas).values({ ...values, surveyId: survey.id, createdAt: at });
      } else {
        await tx
          .update(discussionQuotas)
          .set(values)
          .where(and(mine, eq(discussionQuotas.id, q.id)));
      }
    }
  });
  return quotaViews(deps.db, survey.id);
}
