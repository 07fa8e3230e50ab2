import { QuestionType } from '@cairn/core';
import { type CleaningInput, type CleaningMatrix, Dataset } from '@cairn/stats';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { loadPublishedDocument } from '../publishing/survey-versions.ts';
import {
  type AnalysisQuestion,
  analysisQuestionsOf,
  datasetColumnsOf,
  toDatasetRow,
} from '../report/analysis-source.ts';

const CHUNK = 5000;

/** What the rules run over, plus what answers name: the response ids and questions. */
export interface CleaningData {
  input: CleaningInput;
  questions: AnalysisQuestion[];
  ids: string[];
  submittedAt: number[];
  /** Question code by dataset column key (straight-lining and text reasons name questions). */
  codeByKey: Map<string, string>;
}

/**
 * Loads a survey's complete responses, oldest submission first (the first response of a device
 * or address is the original; later ones are the duplicates), into a stats dataset over the
 * newest published version's columns, in chunks of 5,000 by keyset.
 *
 * The one place cleaning reads responses: when the cached per-survey dataset (worker) lands, this
 * function switches to it and passes the cache's status column as `candidates`.
 */
export async function loadCleaningData(db: Db, surveyId: number): Promise<CleaningData> {
  const document = await loadPublishedDocument(db, surveyId);
  const questions = document ? analysisQuestionsOf(document) : [];
  const dataset = new Dataset(datasetColumnsOf(questions));
  const ids: string[] = [];
  const submittedAt: number[] = [];
  const durations: number[] = [];
  const devices: (string | null)[] = [];
  const ips: (string | null)[] = [];
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const base = and(eq(responses.surveyId, surveyId), eq(responses.status, 'complete'));
    const rows = await db
      .select({
        id: responses.id,
        status: responses.status,
        answers: responses.answers,
        weight: responses.weight,
        submittedAt: responses.submittedAt,
        startedAt: responses.startedAt,
        source: responses.source,
        device: responses.device,
        deviceId: responses.deviceId,
        ip: responses.ip,
        durationMs: responses.durationMs,
      })
      .from(responses)
      .where(
        after
          ? and(
              base,
              or(
                gt(responses.submittedAt, after.at),
                and(eq(responses.submittedAt, after.at), gt(responses.id, after.id)),
              ),
            )
          : base,
      )
      .orderBy(asc(responses.submittedAt), asc(responses.id))
      .limit(CHUNK);
    dataset.append(rows.map((row) => toDatasetRow(questions, row)));
    for (const row of rows) {
      ids.push(row.id);
      submittedAt.push((row.submittedAt ?? row.startedAt).getTime());
      durations.push(row.durationMs ?? Number.NaN);
      devices.push(row.deviceId);
      ips.push(row.ip);
    }
    const last = rows.at(-1);
    if (rows.length < CHUNK || !last?.submittedAt) break;
    after = { at: last.submittedAt, id: last.id };
  }
  return {
    input: {
      dataset,
      candidates: new Uint8Array(ids.length).fill(1),
      durations: Float64Array.from(durations),
      devices,
      ips,
      matrices: matricesOf(questions),
      texts: questions
        .filter((q) => q.node.type === QuestionType.OpenText)
        .flatMap((q) => q.columns.filter((c) => c.kind === 'text').map((c) => c.key)),
    },
    questions,
    ids,
    submittedAt,
    codeByKey: new Map(questions.flatMap((q) => q.columns.map((c) => [c.key, q.code] as const))),
  };
}

/** Matrices as the straight-lining rule takes them: choice and score columns grouped by row. */
function matricesOf(questions: readonly AnalysisQuestion[]): CleaningMatrix[] {
  return questions
    .filter((q) => q.description.kind === 'matrix')
    .map((q) => ({
      id: q.code,
      columns: q.description.columns
        .filter((c) => c.kind === 'single' || c.kind === 'number' || c.kind === 'multi-flag')
        .map((c) => ({ key: c.key, ...(c.group === undefined ? {} : { group: c.group }) })),
    }));
}
