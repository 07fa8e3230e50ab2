import { createHash } from 'node:crypto';
import type { RawRow } from '../../apps/server/src/modules/report/engine/raw-rows.ts';
import { SurveyDataset } from '../../apps/server/src/modules/report/engine/survey-dataset.ts';
import { seedDocument } from './seed-document.ts';
import { seedResponses } from './seed-responses.ts';
import { median, samples } from './timing.ts';

const CHUNK = 5_000;
export const SEED = 20261125;

/**
 * The report bench survey's dataset of `count` seeded responses (support/seed-document.ts and
 * seed-responses.ts, the rows `seedReportSurvey` inserts), applied in chunks as the worker
 * receives them from PostgreSQL, without a database.
 */
export function buildSurvey(count: number): SurveyDataset {
  const document = seedDocument();
  const survey = new SurveyDataset(document.version, document);
  let chunk: RawRow[] = [];
  let seq = 0;
  for (const response of seedResponses({ document, count, seed: SEED })) {
    chunk.push([
      response.id,
      ++seq,
      document.version,
      response.status,
      1,
      response.submittedAt ?? response.startedAt,
      response.source,
      response.device,
      null,
      response.answers,
    ]);
    if (chunk.length === CHUNK) {
      survey.apply(chunk);
      chunk = [];
    }
  }
  survey.apply(chunk);
  return survey;
}

export interface Figure {
  wallMs: number;
  cpuMs: number;
  fingerprint: string;
}

/** Median wall and CPU time of `runs` runs after a warm-up (the first run, whose result is hashed). */
export function measure(run: () => unknown, runs: number): Figure {
  const json = JSON.stringify(run());
  const { wall, cpu } = samples(runs, run);
  return {
    wallMs: median(wall),
    cpuMs: median(cpu),
    fingerprint: createHash('sha1').update(json).digest('hex').slice(0, 12),
  };
}
