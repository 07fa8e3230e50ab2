import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResponseStatus, responses } from '../../db/schema/responses.ts';
import { filteredResponseIds } from '../report/filters/filtered-response-ids.ts';

/**
 * Which responses the overview, source and quota figures count: the survey, narrowed by the
 * caller's selected report filter. Every query of this module is narrowed in this one place.
 */
export interface ReportScope {
  surveyId: number;
  statuses?: readonly ResponseStatus[];
  /** Started at or after (epoch ms). */
  from?: number;
  /** Started before (epoch ms). */
  to?: number;
  /** Sources, compared ignoring case ('' = the plain link). */
  sources?: readonly string[];
  devices?: readonly string[];
  responseIds?: readonly string[];
}

/**
 * The scope of a survey's figures. The one place the report filter connects: the ids the
 * caller's selected filter keeps (the engine evaluates every condition, statuses, time, source,
 * device and answers alike), or null when no filter is selected.
 */
export function surveyScope(surveyId: number, responseIds: readonly string[] | null = null): ReportScope {
  return responseIds === null ? { surveyId } : { surveyId, responseIds };
}

/** The caller's selected filter as a scope: every overview, source and quota figure uses it. */
export async function selectedScope(
  deps: { db: Db; now: () => number },
  surveyId: number,
  userId: number,
): Promise<ReportScope> {
  return surveyScope(surveyId, await filteredResponseIds(deps, surveyId, 'selected', userId));
}

/**
 * `id = ANY($1::uuid[])` with the ids as ONE array parameter: a filter may keep hundreds of
 * thousands of responses, more than the 65535 parameters an IN list could bind.
 */
export function inResponseIds(ids: readonly string[]): SQL {
  return sql`${responses.id} = any(${sql.param([...ids])}::uuid[])`;
}

/** The WHERE clause of a scope over the responses table. */
export function scopeWhere(scope: ReportScope): SQL {
  const parts: (SQL | undefined)[] = [eq(responses.surveyId, scope.surveyId)];
  if (scope.statuses) parts.push(inArray(responses.status, [...scope.statuses]));
  if (scope.from !== undefined) parts.push(gte(responses.createdAt, new Date(scope.from)));
  if (scope.to !== undefined) parts.push(lt(responses.createdAt, new Date(scope.to)));
  if (scope.sources)
    parts.push(
      inArray(
        sql`lower(${responses.source})`,
        scope.sources.map((s) => s.toLowerCase()),
      ),
    );
  if (scope.devices) parts.push(inArray(sql`coalesce(${responses.device}, '')`, [...scope.devices]));
  if (scope.responseIds) parts.push(inResponseIds(scope.responseIds));
  return and(...parts) as SQL;
}
