import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../db/client.ts';
import { type CacheOptions, DatasetCache } from './dataset-cache.ts';
import type { WorkerOptions, WorkerRequest, WorkerResults } from './protocol.ts';
import { WorkerClient } from './worker-client.ts';

/**
 * One report engine per app: the worker and the dataset cache. Made on first use and closed with
 * the app (report routes add the hook). Tests pass options before the first report
 * (`reportEngineFor(deps, { hold })`).
 */
export interface ReportEngine {
  cache: DatasetCache;
  worker: WorkerClient;
  /** Refreshes the survey's dataset, then asks the worker; null when never published. */
  ask<K extends WorkerRequest['op']>(
    surveyId: number,
    request: Extract<WorkerRequest, { op: K }>,
  ): Promise<{ version: number; result: WorkerResults[K] } | null>;
  close(): Promise<void>;
}

export type EngineOptions = WorkerOptions & CacheOptions;

/**
 * Keyed by the app's database handle, not by the deps object: callers pass deps spread with a
 * viewer (`{ ...deps, viewer }`), a new object per request, and keying by it started a new worker
 * thread for every dashboard page (about 1.2 s each) and leaked the old one.
 */
const engines = new WeakMap<object, ReportEngine>();

/**
 * The embedded database has one connection and runs one transaction at a time, so a seq is
 * always committed before a larger one is visible: no late-commit window is needed there.
 */
function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

export function createReportEngine(
  deps: { db: Db; now: () => number },
  options: EngineOptions = {},
): ReportEngine {
  const worker = new WorkerClient({ ...(options.hold ? { hold: options.hold } : {}) });
  const cache = new DatasetCache(deps.db, worker, deps.now, {
    lateCommitMs: options.lateCommitMs ?? (isEmbedded(deps.db) ? 0 : 10_000),
    ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
  });
  return {
    cache,
    worker,
    ask(surveyId, request) {
      return cache.withFresh(surveyId, async (version) =>
        version === null ? null : { version, result: await worker.call(request) },
      );
    },
    async close() {
      cache.clear();
      await worker.close();
    },
  };
}

export function reportEngineFor(deps: { db: Db; now: () => number }, options?: EngineOptions): ReportEngine {
  let engine = engines.get(deps.db);
  if (!engine) {
    engine = createReportEngine(deps, options);
    engines.set(deps.db, engine);
  }
  return engine;
}

/** Closes the engine of these deps, if one was made. */
export async function closeReportEngine(deps: { db: Db }): Promise<void> {
  const engine = engines.get(deps.db);
  engines.delete(deps.db);
  await engine?.close();
}

/**
 * Builds (cold) or refreshes a survey's dataset and reports its length: for the benchmark, which
 * times both. `rebuild` forces a build from scratch.
 */
export async function buildSurveyDataset(
  deps: { db: Db; now: () => number },
  surveyId: number,
  rebuild = false,
): Promise<{ version: number | null; length: number }> {
  const engine = reportEngineFor(deps);
  if (rebuild) engine.cache.forget(surveyId);
  const version = await engine.cache.ensure(surveyId);
  if (version === null) return { version, length: 0 };
  const snapshot = await engine.worker.call({ op: 'length', surveyId });
  return { version, length: snapshot };
}
