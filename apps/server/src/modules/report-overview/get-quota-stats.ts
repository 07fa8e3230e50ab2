import type { QuotaStat, QuotaStats } from '@cairn/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas, responses } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { scopeWhere, selectedScope } from './report-scope.ts';

/**
 * Quota statistics (report right): per quota its target, the places taken (the quota's counter,
 * which the submit transaction keeps exact), percent, remaining, and the responses it screened
 * out (responses.screened_by_quota, written by the submit that found the quota full). The
 * selected filter narrows the screened-out counts; completes stay the counters (the places a
 * quota has taken are a fact of the survey, not of a view of it).
 */
export async function getQuotaStats(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
): Promise<QuotaStats> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const scope = await selectedScope(deps, survey.id, auth.userId);
  const quota = sql<number>`${responses.screenedByQuota}`;
  const [rows, screened] = await Promise.all([
    deps.db
      .select()
      .from(quotas)
      .where(eq(quotas.surveyId, survey.id))
      .orderBy(asc(quotas.position), asc(quotas.id)),
    deps.db
      .select({ quota, count: sql<number>`count(*)::int` })
      .from(responses)
      .where(and(scopeWhere(scope), isNotNull(responses.screenedByQuota)))
      .groupBy(quota),
  ]);
  const screenedBy = new Map(screened.map((s) => [Number(s.quota), s.count]));
  return { quotas: rows.map((q) => toQuotaStat(q, screenedBy.get(q.id) ?? 0)) };
}

export function toQuotaStat(
  q: { id: number; name: string; action: string; target: number; filled: number },
  screenedOut: number,
): QuotaStat {
  return {
    id: q.id,
    name: q.name,
    action: q.action === 'close_option' ? 'close_option' : 'screen_out',
    target: q.target,
    completes: q.filled,
    percent: q.target > 0 ? Math.round((q.filled / q.target) * 1000) / 10 : 0,
    remaining: Math.max(0, q.target - q.filled),
    screenedOut,
  };
}
