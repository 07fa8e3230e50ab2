/**
 * Submitted complete responses per second through HTTP, with the full server-side re-check, for
 * a 30-question survey with logic (issue 6). The server code is bundled as `npm start` runs it
 * (support/production-build.ts) and listens on 127.0.0.1; the load generator
 * (autocannon, in a child process so it does not share the server's event loop) keeps CONCURRENCY
 * connections busy for
 * SECONDS, after a warm-up. Prints responses/s, p50/p99 latency and the event-loop share and,
 * below target, where the server's time went (a CPU profile of the run). Asserts nothing:
 *
 *   npx tsx bench/respond-submit.ts                                   # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/respond-submit.ts
 *
 * On PostgreSQL it makes (and drops afterwards) its own database `cairn_bench_respond`.
 * BENCH_SECONDS and CONCURRENCY change the run; BENCH_PROFILE_OUT=file profiles even above target.
 * BENCH_PROCESSES=2 (PostgreSQL) runs the built server (`npm run build` first) with
 * CAIRN_PROCESSES=2, as `npm start` would, instead of this process.
 * Targets (issue 6): 3,000/s with p99 ≤ 50 ms on PostgreSQL, 1,000/s on the embedded database.
 */

import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  authApi,
  DESIGNER_BASIC_AUTH,
  fullPath,
  logicApi,
  projectsApi,
  publishingApi,
  respondApi,
} from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { startBuiltServer } from './support/built-server.ts';
import { startCpuProfile } from './support/cpu-profile.ts';
import { loadServerBuild } from './support/production-build.ts';

const {
  buildApp,
  openPglite,
  openPostgres,
  runMigrations,
  nodes,
  options,
  responses,
  surveys,
  users,
  createMemoryStorage,
  createOutboxMailer,
  createOutboxSms,
  describedCaller,
  injectCaller,
} = await loadServerBuild();

const QUESTIONS = 30;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const PROFILE_SECONDS = 5;
const TARGET_PG = 3000;
const TARGET_PGLITE = 1000;
const TARGET_P99_MS = 50;
const BENCH_DB = 'cairn_bench_respond';

async function openDatabase(): Promise<{
  database: Database;
  url: string | null;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite({});
    return { database, url: null, cleanup: () => database.close() };
  }
  const admin = openPostgres(url);
  await admin.db.execute(sql.raw(`drop database if exists ${BENCH_DB}`));
  await admin.db.execute(sql.raw(`create database ${BENCH_DB}`));
  const target = new URL(url);
  target.pathname = `/${BENCH_DB}`;
  const database = openPostgres(target.toString());
  return {
    database,
    url: target.toString(),
    async cleanup() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${BENCH_DB}`));
      await admin.close();
    },
  };
}

/** 20 single-choice questions (4 options) and 10 open ones, written straight into the tables. */
async function fillSurvey(database: Database, surveyId: number) {
  const { db } = database;
  const [group] = await db.select().from(nodes).where(eq(nodes.surveyId, surveyId));
  const rows = Array.from({ length: QUESTIONS }, (_, i) => ({
    surveyId,
    parentId: group!.id,
    model: 1,
    type: i % 3 === 2 ? QuestionType.OpenText : QuestionType.SingleChoice,
    code: `Q${i + 1}`,
    title: `<p>Question ${i + 1}: how was this part of your visit?</p>`,
    position: i + 1,
    setting:
      i % 3 === 2
        ? { required: true, suffix: '', size: 1, format: 0, min: null, max: null, is_unique: false, time: 60 }
        : { required: true, is_random: false, columns: 1 },
  }));
  const made = await db.insert(nodes).values(rows).returning({ id: nodes.id, type: nodes.type });
  const choices = made.filter((m) => m.type === QuestionType.SingleChoice);
  const opts = await db
    .insert(options)
    .values(
      choices.flatMap((m) =>
        Array.from({ length: 4 }, (_, o) => ({
          surveyId,
          nodeId: m.id,
          type: 1,
          code: String(o + 1),
          title: `选项-${o + 1}`,
          position: o,
        })),
      ),
    )
    .returning({ id: options.id, nodeId: options.nodeId });
  const optionsOf = new Map<number, number[]>();
  for (const o of opts) optionsOf.set(o.nodeId, [...(optionsOf.get(o.nodeId) ?? []), o.id]);
  return { made, optionsOf };
}

interface LoadResult {
  requests: number;
  notOk: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
}

async function countComplete(database: Database, surveyId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.status, 'complete')));
  return row?.n ?? 0;
}

async function main() {
  const { database, url: databaseUrl, cleanup } = await openDatabase();
  await runMigrations(database);
  const deps = {
    db: database.db,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    storage: createMemoryStorage(),
    signingKey: new TextEncoder().encode('bench-signing-key-of-enough-length-0123456789'),
    now: () => Date.now(),
    // No export runs in this bench: a queue that keeps nothing.
    jobs: {
      send: async () => {},
      work: async () => {},
      prepare: async () => {},
      start: async () => {},
      stop: async () => {},
    },
    downloadTtlMs: 14 * 24 * 3600_000,
  };
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  const call = injectCaller(app, () => Date.now());
  const username = `bench${Date.now().toString(36)}`;
  const api = describedCaller(call);
  await api(authApi.register, { username, password: 'bench-pass-1' });
  // Enterprise owner (the operator command's effect): the free cap of 1,000 would stop the run.
  await database.db.update(users).set({ level: 1 }).where(eq(users.username, username));
  const login = await api(
    authApi.token,
    { username, password: 'bench-pass-1' },
    { headers: { authorization: DESIGNER_BASIC_AUTH } },
  );
  const token = login.body.data.token;
  const code = (await api(projectsApi.init, {}, { token })).body.data.code;
  const [survey] = await database.db.select().from(surveys).where(eq(surveys.code, code));
  const { made, optionsOf } = await fillSurvey(database, survey!.id);
  // Logic: each choice question hides the next question when its last option is chosen.
  let version = survey!.editVersion;
  const choiceIds = made.filter((m) => m.type === QuestionType.SingleChoice).map((m) => m.id);
  for (const id of choiceIds.slice(0, 8)) {
    const next = made[made.findIndex((m) => m.id === id) + 1]!.id;
    const res = await api(
      logicApi.save,
      {
        surveyCode: code,
        rule: {
          type: 2,
          nodeId: next,
          action: 'hide',
          condition: {
            relation: 'and',
            nodes: [{ nodeId: id, optionType: Operator.Includes, optionIds: [optionsOf.get(id)![3]!] }],
          },
        },
      },
      { token, version },
    );
    if (res.body.code !== '00000') throw new Error(`logic save failed: ${JSON.stringify(res.body)}`);
    version = res.body.data.saved.version;
  }
  const launched = await api(publishingApi.launch, { projectCode: code }, { token });
  if (launched.body.code !== '00000' || launched.body.data.errors.length)
    throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  const answers: Record<string, unknown> = {};
  for (const m of made)
    answers[m.id] =
      m.type === QuestionType.OpenText ? 'Fine, thank you.' : { optionId: optionsOf.get(m.id)![0] };

  // One process: this one, in-process (profiled below target). Several: the built server with
  // CAIRN_PROCESSES, as `npm start` runs it.
  let server: { url: string; cpuSeconds(): number; stop(): Promise<unknown> };
  if (PROCESSES > 1) {
    if (!databaseUrl) throw new Error('BENCH_PROCESSES needs DATABASE_URL (PostgreSQL)');
    server = await startBuiltServer(databaseUrl, PROCESSES);
  } else {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cpuSeconds = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1e6;
    };
    server = { url: `http://127.0.0.1:${port}`, cpuSeconds, stop: () => app.close() };
  }
  const url = `${server.url}${fullPath(respondApi.submit)}`;
  const load = (seconds: number) =>
    new Promise<LoadResult>((resolve, reject) => {
      const child = fork(fileURLToPath(new URL('./support/submit-load.mjs', import.meta.url)));
      child.once('message', (message) => resolve(message as LoadResult));
      child.once('error', reject);
      child.send({ url, connections: CONCURRENCY, seconds, surveyCode: code, answers });
    });

  await load(WARMUP_SECONDS);
  const before = await countComplete(database, survey!.id);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const result = await load(SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  const cores = (server.cpuSeconds() - cpuBefore) / elapsed;
  loop.disable();
  // Counted in the database, not from status codes: only stored responses are accepted ones.
  const accepted = (await countComplete(database, survey!.id)) - before;
  const kind = database.kind === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `respond submit, ${QUESTIONS} questions with logic, ${kind}, ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}, ${CONCURRENCY} connections, ${SECONDS}s`,
  );
  console.log(
    `  ${(accepted / SECONDS).toFixed(0)} responses/s stored (${accepted} complete; ${result.requests} requests, ${result.notOk} refused, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  console.log(`  latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms`);
  const loopDelay =
    PROCESSES > 1 ? '' : `; event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`;
  console.log(
    `  the server used ${cores.toFixed(2)} cores (the load generator is a process of its own)${loopDelay}`,
  );
  const target = database.kind === 'pg' ? TARGET_PG : TARGET_PGLITE;
  const below = accepted / SECONDS < target || result.p99 > TARGET_P99_MS;
  if (below && PROCESSES > 1) console.log(`  below target (${target}/s, p99 ≤ ${TARGET_P99_MS} ms)`);
  if (PROCESSES === 1 && (below || process.env.BENCH_PROFILE_OUT)) {
    // A profiler slows the server, so the figures above come from a run without one and the
    // breakdown from a second, shorter run.
    const stopProfile = await startCpuProfile();
    await load(PROFILE_SECONDS);
    console.log(
      `  below target (${target}/s, p99 ≤ ${TARGET_P99_MS} ms); a profiled run of ${PROFILE_SECONDS}s:`,
    );
    console.log(await stopProfile());
  }
  await server.stop();
  if (PROCESSES > 1) await app.close();
  await cleanup();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
