import { createHash } from 'node:crypto';
import type { RawRow } from '../../apps/server/src/modules/report/engine/raw-rows.ts';
import { SurveyDataset } from '../../apps/server/src/modules/report/engine/survey-dataset.ts';
import { seedDocument } from './seed-document.ts';
import { seedResponses } from './seed-responses.ts';

const CHUNK = 5_000;
export const SEED = 20261125;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

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

/** Median wall and CPU time of `runs` runs after one warm-up, and a hash of what the run gives. */
export function measure(run: () => unknown, runs: number): Figure {
  const json = JSON.stringify(run());
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return {
    wallMs: median(walls),
    cpuMs: median(cpus),
    fingerprint: createHash('sha1').update(json).digest('hex').slice(0, 12),
  };
}
