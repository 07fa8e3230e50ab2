import { nodeIdOfKey, type QuotaCondition, quotaMatches } from '@cairn/core';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas } from '../../db/schema/index.ts';
import { reserveQuotaPlace } from '../settings/quota-reserve.ts';

/** The options a response chose, by question id (loop rounds of one question merge). */
export function chosenOptions(answers: Readonly<Record<string, unknown>>): Map<number, Set<number>> {
  const chosen = new Map<number, Set<number>>();
  for (const [key, answer] of Object.entries(answers)) {
    if (answer === null || typeof answer !== 'object') continue;
    const ids: unknown[] = [];
    if ('optionId' in answer) ids.push(answer.optionId);
    if ('optionIds' in answer && Array.isArray(answer.optionIds)) ids.push(...answer.optionIds);
    const numeric = ids.filter((id): id is number => typeof id === 'number');
    if (numeric.length === 0) continue;
    const nodeId = nodeIdOfKey(key);
    const set = chosen.get(nodeId) ?? new Set<number>();
    for (const id of numeric) set.add(id);
    chosen.set(nodeId, set);
  }
  return chosen;
}

/**
 * Takes a place in every quota the response falls in, inside the submit transaction. Each place
 * is one guarded UPDATE (quota-reserve.ts), so concurrent submissions never overfill a quota.
 * When any matching quota is full the response is screened out and the places taken so far are
 * given back (the savepoint rolls back), so a screened-out response fills no quota. Answers the
 * quotas it took a place in (stored on the response: quota-release.ts gives back exactly these),
 * or the id of the full quota that screens the response out (stored for the quota statistics'
 * screen-outs per quota).
 */
export type QuotaOutcome = { placed: number[] } | { screenedBy: number };

export async function takeQuotaPlaces(
  tx: Db,
  surveyId: number,
  answers: Readonly<Record<string, unknown>>,
): Promise<QuotaOutcome> {
  const rows = await tx
    .select({ id: quotas.id, conditions: quotas.conditions })
    .from(quotas)
    .where(eq(quotas.surveyId, surveyId))
    .orderBy(asc(quotas.id));
  if (rows.length === 0) return { placed: [] };
  const chosen = chosenOptions(answers);
  // Always in id order, so two submissions matching the same quotas lock their rows in one order.
  const matching = rows.filter((q) => quotaMatches({ conditions: q.conditions as QuotaCondition[] }, chosen));
  if (matching.length === 0) return { placed: [] };
  let full: number | null = null;
  const FULL = Symbol('full');
  try {
    await tx.transaction(async (sp) => {
      for (const q of matching) {
        if ((await reserveQuotaPlace(sp, q.id)) !== null) continue;
        full = q.id;
        throw FULL;
      }
    });
    return { placed: matching.map((q) => q.id) };
  } catch (error) {
    if (error === FULL && full !== null) return { screenedBy: full };
    throw error;
  }
}

/** Options of full close_option quotas: the page hides them (spec: the action closes the options). */
export async function closedQuotaOptions(db: Db, surveyId: number): Promise<number[]> {
  const rows = await db
    .select({ conditions: quotas.conditions, filled: quotas.filled })
    .from(quotas)
    .where(
      and(
        eq(quotas.surveyId, surveyId),
        eq(quotas.action, 'close_option'),
        gte(quotas.filled, quotas.target),
      ),
    );
  const ids = new Set<number>();
  for (const r of rows)
    for (const c of r.conditions as QuotaCondition[]) for (const id of c.optionIds) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}
