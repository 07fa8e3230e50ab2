import type { FilterDefinition, WordcloudSettings } from '@cairn/contract';
import { offsetAt } from '@cairn/core';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  reportFilters,
  responseDeletions,
  responses,
  surveys,
  surveyVersions,
} from '../../db/schema/index.ts';
import { decide } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { factsOf, loadShares } from '../projects/survey-access.ts';
import type { SurveyRow } from '../projects/survey-repo.ts';
import type { SchemeRef } from '../report/analysis/weights-cache.ts';
import { definitionOf } from '../report/filters/filter-store.ts';
import { surveyTimeZone } from '../report-overview/survey-days.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import { readSettings } from '../report-wordcloud/settings-store.ts';

/**
 * The surveys a page reads, with what its figures need from the database: whether the viewer
 * may report on each, saved filters by id, the active scheme, word cloud settings, the time
 * zone's offset, and a stamp of the survey's state for the page's dataVersion.
 */
export interface SourceSurvey {
  row: SurveyRow;
  /** The viewer may report on it (the public link: the survey exists). */
  allowed: boolean;
  scheme: SchemeRef | null;
  filters: Map<number, FilterDefinition>;
  words: WordcloudSettings;
  offsetMinutes: number;
  /** Latest published version, highest response and deletion seqs, scheme id and revision. */
  stamp: string;
}

/** Codes of surveys whose filters the page uses, with those filter ids. */
export type Wanted = Map<string, Set<number>>;

export async function loadSourceSurveys(
  deps: { db: Db; now: () => number },
  viewer: { userId: number } | null,
  wanted: Wanted,
): Promise<Map<string, SourceSurvey>> {
  const codes = [...wanted.keys()];
  const out = new Map<string, SourceSurvey>();
  if (codes.length === 0) return out;
  const rows = await deps.db
    .select()
    .from(surveys)
    .where(and(inArray(surveys.code, codes), isNull(surveys.deletedAt)));
  const ids = rows.map((r) => r.id);
  const [subject, shares, stamps] = await Promise.all([
    viewer ? loadSubject(deps.db, viewer.userId) : null,
    loadShares(deps.db, ids),
    surveyStamps(deps.db, ids),
  ]);
  await Promise.all(
    rows.map(async (row) => {
      const allowed =
        subject === null || decide(subject, factsOf(row, shares.get(row.id) ?? []), 'report').allowed;
      const filterIds = [...(wanted.get(row.code) ?? [])];
      const [scheme, filterRows, words] = await Promise.all([
        activeScheme(deps.db, row.id),
        filterIds.length === 0
          ? []
          : deps.db
              .select()
              .from(reportFilters)
              .where(and(eq(reportFilters.surveyId, row.id), inArray(reportFilters.id, filterIds))),
        readSettings(deps.db, row.id),
      ]);
      out.set(row.code, {
        row,
        allowed,
        scheme,
        filters: new Map(filterRows.map((f) => [f.id, definitionOf(f)])),
        words,
        offsetMinutes: offsetAt(deps.now(), surveyTimeZone(row.settings)) / 60_000,
        stamp: `${stamps.get(row.id) ?? '-'}:${scheme ? `${scheme.id}.${scheme.revision}` : '-'}`,
      });
    }),
  );
  return out;
}

/**
 * Every insert, update or delete of a response takes a new value of `responses_seq` (deletions
 * recorded in response_deletions), so the highest seqs change whenever the figures could; a new
 * published version changes the columns. Both maxima come from the (survey_id, seq) indexes.
 */
async function surveyStamps(db: Db, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const [seqs, deletions, versions] = await Promise.all([
    db
      .select({ id: responses.surveyId, seq: max(responses.seq) })
      .from(responses)
      .where(inArray(responses.surveyId, ids))
      .groupBy(responses.surveyId),
    db
      .select({ id: responseDeletions.surveyId, seq: max(responseDeletions.seq) })
      .from(responseDeletions)
      .where(inArray(responseDeletions.surveyId, ids))
      .groupBy(responseDeletions.surveyId),
    db
      .select({ id: surveyVersions.surveyId, version: sql<number>`max(${surveyVersions.version})` })
      .from(surveyVersions)
      .where(inArray(surveyVersions.surveyId, ids))
      .groupBy(surveyVersions.surveyId),
  ]);
  const of = <T extends { id: number }>(list: T[], pick: (t: T) => unknown) =>
    new Map(list.map((r) => [r.id, String(pick(r) ?? '-')]));
  const s = of(seqs, (r) => r.seq);
  const d = of(deletions, (r) => r.seq);
  const v = of(versions, (r) => r.version);
  for (const id of ids) out.set(id, `${v.get(id) ?? '-'}.${s.get(id) ?? '-'}.${d.get(id) ?? '-'}`);
  return out;
}
