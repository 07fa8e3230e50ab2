import type { SourceStat, SourceStats } from '@cairn/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { launchLinks, responses } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { scopeWhere, selectedScope } from './report-scope.ts';
import { completionRate, medianOf, statusAggregates } from './status-figures.ts';

/**
 * Source statistics (report right): one row per source the responses recorded (grouped ignoring
 * case, as launch links are unique ignoring case), plus the survey's launch links that have no
 * response yet, so every channel shows. The plain link is the source ''.
 */
export async function getSourceStats(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
): Promise<SourceStats> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const where = scopeWhere(await selectedScope(deps, survey.id, auth.userId));
  const key = sql<string>`lower(${responses.source})`;
  const [groups, links] = await Promise.all([
    deps.db
      .select({
        key,
        source: sql<string>`min(${responses.source})`,
        channel: sql<string>`max(${responses.channel})`,
        ...statusAggregates,
      })
      .from(responses)
      .where(where)
      .groupBy(key)
      .orderBy(asc(key)),
    deps.db
      .select()
      .from(launchLinks)
      .where(eq(launchLinks.surveyId, survey.id))
      .orderBy(asc(launchLinks.id)),
  ]);
  const linkOf = new Map(links.map((l) => [l.source.toLowerCase(), l]));
  const out: SourceStat[] = groups.map((g) => {
    const link = linkOf.get(g.key);
    return {
      source: link?.source ?? g.source,
      name: link?.name ?? null,
      channel: link?.channel ?? g.channel,
      responses: g.total,
      completes: g.complete,
      completionRate: completionRate(g),
      medianDurationMs: medianOf(g.medianDurationMs),
      invalidShare: g.total === 0 ? null : g.invalid / g.total,
    };
  });
  const seen = new Set(groups.map((g) => g.key));
  for (const link of links) {
    if (seen.has(link.source.toLowerCase())) continue;
    out.push({
      source: link.source,
      name: link.name,
      channel: link.channel,
      responses: 0,
      completes: 0,
      completionRate: null,
      medianDurationMs: null,
      invalidShare: null,
    });
  }
  return { sources: out };
}
