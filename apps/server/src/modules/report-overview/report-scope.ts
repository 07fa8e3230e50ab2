import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type ResponseStatus, responses } from '../../db/schema/responses.ts';

/**
 * Which responses the overview, source and quota figures count. Today only the survey; the
 * report filter (statuses, time, source, device, chosen responses) will narrow it here, so every
 * query of this module is narrowed in this one place.
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
 * The scope of a survey's figures. The one place the report filter connects: when a filter is
 * selected, its statuses, time range, sources, devices and response ids are added here.
 */
export function surveyScope(surveyId: number): ReportScope {
  return { surveyId };
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
  if (scope.responseIds) parts.push(inArray(responses.id, [...scope.responseIds]));
  return and(...parts) as SQL;
}
