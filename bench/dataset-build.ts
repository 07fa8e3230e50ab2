/**
 * Where a cold dataset build spends its time, split by side: the SQL reads (PostgreSQL builds one
 * JSON text per chunk) and the worker's part (JSON.parse, answers to columns), the latter run
 * in-process here so a CPU profile sees it. Then the real build through the report worker.
 *
 *   npx tsx bench/dataset-build.ts [responses] [--profile] [--parse] [--chunk=N]
 *     --profile: a CPU profile of the in-process part; --parse: also time JSON.parse alone;
 *     --worker-only: only the build through the worker
 *   npx tsx bench/dataset-build.ts --url=postgres://…/cairn_bench_x --survey=CODE   a kept database
 *     (seed one with `npx tsx bench/support/seed-report-survey.ts 1000000 --keep`)
 *
 * Prints figures; asserts nothing. Needs PostgreSQL (DATABASE_URL or the local default).
 */
import { eq } from 'drizzle-orm';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { surveys } from '../apps/server/src/db/schema/index.ts';
import { createReportEngine } from '../apps/server/src/modules/report/engine/report-engine.ts';
import {
  readChunk,
  readDocuments,
  readFreshness,
} from '../apps/server/src/modules/report/engine/rows-reader.ts';
import { SurveyDataset } from '../apps/server/src/modules/report/engine/survey-dataset.ts';
import { startCpuProfile } from './support/cpu-profile.ts';
import { seedReportSurvey } from './support/seed-report-survey.ts';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const chunkSize = Number(argument('chunk') ?? 5000);

async function openSurvey(): Promise<{ database: Database; surveyId: number; done: () => Promise<void> }> {
  const url = argument('url');
  if (url) {
    const database = openPostgres(url);
    const [survey] = await database.db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.code, argument('survey') ?? ''));
    if (!survey) throw new Error('no survey of that --survey code in --url');
    return { database, surveyId: survey.id, done: () => database.close() };
  }
  const size = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
  const seeded = await seedReportSurvey({ responses: size, log: (line) => console.log(`  ${line}`) });
  console.log(`  seeded ${size.toLocaleString('en')} in ${(seeded.insertMs / 1000).toFixed(1)} s`);
  return { database: seeded.database, surveyId: seeded.surveyId, done: seeded.drop };
}

/** CPU time (all threads of this process, GC helpers included) of a `process.cpuUsage` delta. */
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** The worker's work in this thread, chunk by chunk as the cache sends it, with the reads timed apart. */
async function inProcess(database: Database, surveyId: number): Promise<void> {
  const { db } = database;
  const version = (await readFreshness(db, surveyId, null)).version!;
  const [[, document]] = (await readDocuments(db, surveyId, [version])) as [[number, unknown]];
  const survey = new SurveyDataset(version, document);
  let readMs = 0;
  let parseMs = 0;
  let applyMs = 0;
  let applyCpuMs = 0;
  let bytes = 0;
  const parseOnly = process.argv.includes('--parse');
  const stop = process.argv.includes('--profile') ? await startCpuProfile() : null;
  let after = 0;
  for (;;) {
    let started = performance.now();
    const chunk = await readChunk(db, surveyId, after, chunkSize);
    readMs += performance.now() - started;
    if (chunk.count === 0) break;
    bytes += chunk.json.length;
    if (parseOnly) {
      // JSON.parse alone, line by line as the worker parses (an extra pass, not in "worker part").
      started = performance.now();
      for (const line of chunk.json.split('\n')) JSON.parse(line);
      parseMs += performance.now() - started;
    }
    started = performance.now();
    const cpu = process.cpuUsage();
    survey.applyLines(chunk.json);
    applyMs += performance.now() - started;
    applyCpuMs += cpuMs(process.cpuUsage(cpu));
    after = chunk.last;
    if (chunk.count < chunkSize) break;
  }
  const profile = await stop?.();
  const n = survey.length;
  const per = (ms: number) => `${((ms / n) * 1000).toFixed(1)} µs/response`;
  console.log(`  in-process, ${n.toLocaleString('en')} rows, chunks of ${chunkSize}:`);
  console.log(
    `    SQL reads (wall):  ${readMs.toFixed(0)} ms  ${per(readMs)}  (${(bytes / 2 ** 20).toFixed(0)} MB of JSON)`,
  );
  console.log(
    `    worker part (parse + write columns): ${applyMs.toFixed(0)} ms  ${per(applyMs)}; CPU ${applyCpuMs.toFixed(0)} ms  ${per(applyCpuMs)}`,
  );
  if (parseOnly) console.log(`      of which JSON.parse alone: ${parseMs.toFixed(0)} ms  ${per(parseMs)}`);
  if (profile) console.log(profile);
}

const { database, surveyId, done } = await openSurvey();
try {
  if (!process.argv.includes('--worker-only')) await inProcess(database, surveyId);
  const engine = createReportEngine({ db: database.db, now: () => Date.now() }, { chunkSize });
  try {
    // Started first: under tsx the worker's start compiles its TypeScript, which is not the build.
    await engine.worker.call({ op: 'length', surveyId });
    const started = performance.now();
    const cpu = process.cpuUsage();
    await engine.cache.ensure(surveyId);
    const ms = performance.now() - started;
    const used = cpuMs(process.cpuUsage(cpu));
    const length = await engine.worker.call({ op: 'length', surveyId });
    console.log(
      `  cold build through the worker (reads and worker overlap): ${ms.toFixed(0)} ms (${length.toLocaleString('en')} rows, ${((ms / length) * 1000).toFixed(1)} µs/response); this process's CPU (request thread + worker) ${used.toFixed(0)} ms`,
    );
  } finally {
    await engine.close();
  }
} finally {
  await done();
}
