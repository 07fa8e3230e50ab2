import type { CellValue } from '@cairn/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses, surveyVersions } from '../../db/schema/index.ts';
import { exportPlan } from '../exports/export-plan.ts';
import type { RawResponse } from '../exports/raw-row.ts';

/**
 * The answer columns of a sample export: the answer export's own layout and row writer
 * (exports/export-plan.ts; format 1, one column per question, a multiple choice's chosen options
 * in one cell; labels, not codes), without its fixed response columns (the sample sheet has its
 * own). Each response is read with the version it answered.
 */
export async function sampleAnswerColumns(db: Db, surveyId: number) {
  const versions = await db
    .select({ version: surveyVersions.version, document: surveyVersions.document })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(asc(surveyVersions.version));
  const { layout, rowValues } = exportPlan(versions, { dataFormat: 1, dataType: 'label' });
  const picked = layout.flatMap((column, i) => (column.kind === 'fixed' ? [] : [i]));
  return {
    /** "Q1 Title" for each answer column. */
    titles: picked.map((i) => `${layout[i]!.code} ${layout[i]!.title}`.trim()),
    /** A response's values for those columns; empty cells for a response that is gone. */
    valuesOf(response: RawResponse | undefined): CellValue[] {
      if (!response) return picked.map(() => null);
      const all = rowValues(response);
      return picked.map((i) => all[i] ?? null);
    },
  };
}

/** The responses of these ids of the survey, in the raw export's shape, by id. */
export async function responsesById(
  db: Db,
  surveyId: number,
  ids: readonly string[],
): Promise<Map<string, RawResponse>> {
  const out = new Map<string, RawResponse>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), inArray(responses.id, [...ids])));
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      version: r.version,
      status: r.status,
      answers: r.answers,
      startedAt: r.startedAt.toISOString(),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      durationMs: r.durationMs,
      source: r.source,
      channel: r.channel,
      device: r.device,
      ip: r.ip,
    });
  }
  return out;
}
