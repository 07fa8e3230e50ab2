import { type QuotaCondition, quotaMatches } from '@cairn/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas, responses } from '../../db/schema/index.ts';
import { chosenOptions } from '../respond/quota-apply.ts';

const BATCH = 2000;

/**
 * Gives back (-1) or takes again (+1) the quota places of complete responses whose status an
 * author changes: marked invalid, cleaned, deleted (-1), or valid again, cleaning undone (+1). A
 * place held by data the author rejected would screen out the respondents who should replace it.
 * The quotas a response falls in are worked out from its answers and the quotas' conditions now
 * (submissions take places the same way, quota-apply.ts); a condition edited since may count a
 * response differently than when it took its place. Taking again ignores the target: the author
 * restores data already collected, so a quota can show more completes than its target. Inside
 * the caller's transaction, before deleted rows are gone.
 *
 * The places are the ones the response took (`responses.quota_places`, stored at submit), so a
 * quota whose conditions were edited since, or one added after the response, gets back exactly
 * what it was given. Responses stored before that column have none recorded: for them the
 * quotas are worked out from their answers and the conditions now, as a submission takes them.
 */
export async function adjustQuotaPlaces(
  tx: Db,
  surveyId: number,
  responseIds: readonly string[],
  delta: 1 | -1,
): Promise<void> {
  if (responseIds.length === 0) return;
  const rules = await tx
    .select({ id: quotas.id, conditions: quotas.conditions })
    .from(quotas)
    .where(eq(quotas.surveyId, surveyId));
  if (rules.length === 0) return;
  const known = new Set(rules.map((rule) => rule.id));
  const counts = new Map<number, number>();
  for (let start = 0; start < responseIds.length; start += BATCH) {
    const rows = await tx
      .select({
        // Only where no places are recorded: the answers are the large part of a row.
        answers: sql<unknown>`case when ${responses.quotaPlaces} is null then ${responses.answers} end`,
        places: responses.quotaPlaces,
      })
      .from(responses)
      .where(
        and(eq(responses.surveyId, surveyId), inArray(responses.id, responseIds.slice(start, start + BATCH))),
      );
    for (const row of rows) {
      if (row.places) {
        for (const id of row.places) if (known.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
        continue;
      }
      const chosen = chosenOptions((row.answers ?? {}) as Record<string, unknown>);
      for (const rule of rules)
        if (quotaMatches({ conditions: rule.conditions as QuotaCondition[] }, chosen))
          counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
    }
  }
  // In id order, as submissions lock quota rows, so the two never wait on each other in a cycle.
  for (const [id, n] of [...counts].sort((a, b) => a[0] - b[0]))
    await tx
      .update(quotas)
      .set({ filled: sql`greatest(${quotas.filled} + ${delta * n}, 0)` })
      .where(eq(quotas.id, id));
}
