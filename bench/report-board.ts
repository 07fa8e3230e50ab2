/**
 * Report engine figures on a seeded PostgreSQL survey (60 questions of mixed types):
 * cold dataset build, warm data board (plain, weighted, through a filter; from the worker's
 * board cache and computed afresh, with the refresh / compute / cached split), incremental append,
 * raw export to xlsx (100k × ~150 columns) with peak memory, and CSV.
 *   npx tsx bench/report-board.ts            100,000 responses
 *   npx tsx bench/report-board.ts --1m       also 1,000,000 (seeding takes minutes)
 *   --no-export                              the engine figures only
 *   --build-only                             the cold build only (bench/dataset-build.ts splits it)
 *   --export-only                            the export figures only (no engine, so the RSS is the export's)
 *   --export-only --url=postgres://…/cairn_bench_x --survey=CODE   the export figures of a kept database
 *     (`npx tsx bench/support/seed-report-survey.ts 1000000 --keep`), without seeding again
 *   --csv-only                               no xlsx export
 *   --wide / --narrow                        8 / 2 options to each multiple choice: 148 / 100 export columns, not 124
 *   --files=DIR                              keeps the exported files in DIR (to `cmp` them across changes)
 *   --profile                                a CPU profile of each export (support/cpu-profile.ts)
 * Exports are written through disk storage into a temporary directory, as the download job does.
 * Prints figures; asserts nothing. Needs PostgreSQL (DATABASE_URL or the local default).
 */
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FilterDefinition } from '@cairn/contract';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/server/src/db/client.ts';
import { responses, surveys } from '../apps/server/src/db/schema/index.ts';
import { exportRawData, type RawExportRequest } from '../apps/server/src/modules/exports/export-raw-data.ts';
import { createDiskStorage } from '../apps/server/src/modules/files/disk-storage.ts';
import { newFileKey } from '../apps/server/src/modules/files/storage.ts';
import { createReportEngine } from '../apps/server/src/modules/report/engine/report-engine.ts';
import { firstChoiceFilter } from './support/board-filter.ts';
import { startCpuProfile } from './support/cpu-profile.ts';
import { copyFrom } from './support/pg-copy.ts';
import { type SeededSurvey, seedReportSurvey } from './support/seed-report-survey.ts';
import { RESPONSE_COPY, responseLines } from './support/seed-responses.ts';
import { median } from './support/timing.ts';

const RUNS = 7;

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const APPENDED = 1_000;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function medianOf(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(run));
  return median(times);
}

/** Peak resident memory while `run` goes, sampled every 20 ms. */
async function withPeakRss<T>(run: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const value = await run();
    return { value, peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

/** One export into a file on disk, as the download job writes it; its size in bytes. */
async function exportToDisk(
  deps: { db: Db; now: () => number },
  surveyId: number,
  fileType: RawExportRequest['fileType'],
): Promise<number> {
  const root = await mkdtemp(join(tmpdir(), 'cairn-export-bench-'));
  try {
    const key = newFileKey();
    const file = await createDiskStorage(root).createWriter(key, { contentType: fileType });
    await exportRawData(
      deps,
      surveyId,
      {
        fileType,
        dataFormat: 2,
        dataType: 'code',
        includePartial: true,
        includeInvalid: true,
        filterId: null,
        userId: 0,
      },
      file.stream,
    );
    const size = await file.commit();
    const keep = argument('files');
    if (keep) await rename(join(root, key.slice(0, 2), key), join(keep, `export.${fileType}`));
    return size;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Time, CPU time (user + system, this process) and peak RSS of one export. */
async function measureExport(
  deps: { db: Db; now: () => number },
  surveyId: number,
  fileType: RawExportRequest['fileType'],
): Promise<string> {
  const stop = process.argv.includes('--profile') ? await startCpuProfile() : null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { value: size, peakMb } = await withPeakRss(() => exportToDisk(deps, surveyId, fileType));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const profile = stop ? `\n${await stop()}` : '';
  return `${(ms / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s: user ${(used.user / 1e6).toFixed(1)}, system ${(used.system / 1e6).toFixed(1)}), peak RSS ${peakMb.toFixed(0)} MB, ${(size / 2 ** 20).toFixed(1)} MB file${profile}`;
}

async function append(seeded: SeededSurvey, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: seeded.url });
  await client.connect();
  try {
    await copyFrom(
      client,
      RESPONSE_COPY,
      responseLines({ ...seeded, count, seed: Date.now() % 1_000_000, log: () => {} }),
    );
  } finally {
    await client.end();
  }
}

async function exportFigures(deps: { db: Db; now: () => number }, surveyId: number, size: number) {
  // xlsx holds at most 1,048,576 rows; the xlsx target is at 100k.
  if (size <= 100_000 && !process.argv.includes('--csv-only'))
    console.log(`  xlsx export (format 2): ${await measureExport(deps, surveyId, 'xlsx')}`);
  console.log(`  CSV export: ${await measureExport(deps, surveyId, 'csv')}`);
}

async function measure(size: number): Promise<void> {
  console.log(`\n== ${size.toLocaleString('en')} responses`);
  const seeded = await seedReportSurvey({
    responses: size,
    width: process.argv.includes('--wide') ? 'wide' : process.argv.includes('--narrow') ? 'narrow' : 'plain',
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`  seeded in ${(seeded.insertMs / 1000).toFixed(1)} s`);
  const deps = { db: seeded.database.db, now: () => Date.now() };
  if (process.argv.includes('--export-only')) {
    try {
      await exportFigures(deps, seeded.surveyId, size);
    } finally {
      await seeded.drop();
    }
    return;
  }
  const engine = createReportEngine(deps);
  try {
    // The worker is started first: under tsx its start compiles the worker's TypeScript (about
    // 0.7 s), which a bundled server (npm start) does not pay and which is not the build.
    await engine.worker.call({ op: 'length', surveyId: seeded.surveyId });
    const cold = await timed(() => engine.cache.ensure(seeded.surveyId));
    const length = await engine.worker.call({ op: 'length', surveyId: seeded.surveyId });
    console.log(`  cold build: ${cold.toFixed(0)} ms (${length.toLocaleString('en')} rows)`);
    // The first read of a table just seeded was 2-3 s slower at 1M than any later one
    // (bench/README.md), so a build in a new worker is timed too: what a server started later
    // pays for its first report.
    const again = createReportEngine(deps);
    try {
      await again.worker.call({ op: 'length', surveyId: seeded.surveyId });
      const second = await timed(() => again.cache.ensure(seeded.surveyId));
      console.log(`  cold build again, in a new worker: ${second.toFixed(0)} ms`);
    } finally {
      await again.close();
    }
    if (process.argv.includes('--build-only')) return;
    const board = (filter: FilterDefinition | null, weighted: boolean, fresh = false) =>
      engine.ask(seeded.surveyId, { op: 'board', surveyId: seeded.surveyId, filter, weighted, fresh });
    const inWorker = (filter: FilterDefinition | null, weighted: boolean, fresh: boolean) =>
      engine.worker.call({ op: 'board', surveyId: seeded.surveyId, filter, weighted, fresh });
    // Warm: the request path as the route takes it (refresh, then the board, from the worker's
    // cache after the first run). Uncached: the same with `fresh`, so the board is computed.
    console.log(
      `  data board warm (refresh + board): ${(await medianOf(() => board(null, false))).toFixed(1)} ms; uncached: ${(await medianOf(() => board(null, false, true))).toFixed(1)} ms`,
    );
    const refreshOnly = await medianOf(() => engine.cache.ensure(seeded.surveyId));
    const cachedOnly = await medianOf(() => inWorker(null, false, false));
    const computeOnly = await medianOf(() => inWorker(null, false, true));
    console.log(
      `    split: refresh with nothing new ${refreshOnly.toFixed(1)} ms; board from the worker's cache ${cachedOnly.toFixed(1)} ms; board computed in the worker ${computeOnly.toFixed(1)} ms`,
    );
    const filter = firstChoiceFilter(seeded.document);
    for (const [label, f, weighted] of [
      ['same, weighted', null, true],
      ['same, through a filter', filter, false],
    ] as const) {
      const cached = await medianOf(() => board(f, weighted));
      const uncached = await medianOf(() => board(f, weighted, true));
      console.log(`  ${label}: ${cached.toFixed(1)} ms; uncached: ${uncached.toFixed(1)} ms`);
    }
    await append(seeded, APPENDED);
    const refresh = await timed(() => engine.cache.ensure(seeded.surveyId));
    console.log(
      `  append ${APPENDED} new responses: refresh ${refresh.toFixed(0)} ms = ${((refresh / APPENDED) * 1000).toFixed(0)} µs per response`,
    );
    if (!process.argv.includes('--no-export')) await exportFigures(deps, seeded.surveyId, size);
  } finally {
    await engine.close();
    await seeded.drop();
  }
}

/** The export figures of a kept database (`--url`, `--survey`). */
async function measureKept(url: string): Promise<void> {
  const database = openPostgres(url);
  try {
    const [survey] = await database.db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.code, argument('survey') ?? ''));
    if (!survey) throw new Error('no survey of that --survey code in --url');
    const [counted] = await database.db
      .select({ n: count() })
      .from(responses)
      .where(eq(responses.surveyId, survey.id));
    const size = counted?.n ?? 0;
    console.log(`\n== ${size.toLocaleString('en')} responses (kept database)`);
    await exportFigures({ db: database.db, now: () => Date.now() }, survey.id, size);
  } finally {
    await database.close();
  }
}

const kept = argument('url');
if (kept) await measureKept(kept);
else {
  const sizes = process.argv.includes('--1m') ? [100_000, 1_000_000] : [100_000];
  for (const size of sizes) await measure(size);
}
