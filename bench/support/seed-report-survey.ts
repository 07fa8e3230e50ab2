/**
 * The report benchmarks' data: a fresh PostgreSQL database holding one published survey of 60
 * questions of mixed types and N responses with random answers valid for core, inserted with
 * COPY. Importable (`seedReportSurvey`) so every report benchmark starts from the same data;
 * also runnable:
 *
 *   npx tsx bench/support/seed-report-survey.ts 100000 [--keep]
 *
 * DATABASE_URL picks the server (default postgres://postgres@127.0.0.1:5432/postgres); each run
 * makes its own database `cairn_bench_<hex>` and drops it when done unless `--keep` is given.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DESIGNER_BASIC_AUTH, projectsApi, publishingApi } from '@cairn/contract';
import type { SurveyDocument } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Database, openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { surveys, surveyVersions } from '../../apps/server/src/db/schema/index.ts';
import { createMemoryStorage } from '../../apps/server/src/modules/files/storage.ts';
import { createManualQueue } from '../../apps/server/src/modules/jobs/queue.ts';
import { createOutboxMailer } from '../../apps/server/src/modules/mail/outbox-mailer.ts';
import { createOutboxSms } from '../../apps/server/src/modules/sms/outbox-sms.ts';
import { databaseUrlFor } from '../../apps/server/test/support/database-url.ts';
import { describedCaller, injectCaller } from '../../apps/server/test/support/inject-call.ts';
import { copyFrom } from './pg-copy.ts';
import { type SeedWidth, writeSeedQuestions } from './seed-design.ts';
import { RESPONSE_COPY, responseLines } from './seed-responses.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface SeededSurvey {
  /** The fresh database's URL. */
  url: string;
  database: Database;
  surveyId: number;
  code: string;
  version: number;
  document: SurveyDocument;
  /** Owner's credentials, for benchmarks that call the report routes. */
  username: string;
  password: string;
  responses: number;
  insertMs: number;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Registers an owner and makes and publishes the survey through the server's own routes. */
async function publishSurvey(database: Database, width: SeedWidth, questions: number) {
  const now = Date.now();
  const deps = {
    db: database.db,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    storage: createMemoryStorage(),
    signingKey: new TextEncoder().encode('bench-signing-key-of-enough-length-0123456789'),
    now: () => now,
    jobs: createManualQueue(),
    downloadTtlMs: 14 * 24 * 3600_000,
  };
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  const call = injectCaller(app, () => now);
  const username = 'benchowner';
  const password = 'bench-pass-1';
  await call('POST', '/api/auth/oauth/register', { body: { username, password } });
  const login = await call<{ token: string }>('POST', '/api/auth/oauth/token', {
    body: { username, password },
    headers: { authorization: DESIGNER_BASIC_AUTH },
  });
  const token = login.body.data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const api = describedCaller(call);
  const init = await api(projectsApi.init, {}, { token });
  const code = init.body.data.code;
  const [survey] = await database.db.select().from(surveys).where(eq(surveys.code, code));
  await writeSeedQuestions(database, survey!.id, width, questions);
  const launched = await api(publishingApi.launch, { projectCode: code }, { token });
  const data = launched.body.data;
  if (launched.body.code !== '00000' || data.errors.length > 0)
    throw new Error(`publishing failed: ${JSON.stringify(launched.body)}`);
  await app.close();
  const version = data.publishedVersion ?? 1;
  const [row] = await database.db
    .select()
    .from(surveyVersions)
    .where(and(eq(surveyVersions.surveyId, survey!.id), eq(surveyVersions.version, version)));
  return {
    surveyId: survey!.id,
    code,
    version,
    document: row!.document as SurveyDocument,
    username,
    password,
  };
}

export async function seedReportSurvey(
  options: {
    url?: string;
    responses?: number;
    seed?: number;
    /** How many options each multiple choice has (seed-design.ts `seedPlan`). */
    width?: SeedWidth;
    /** How many questions (default the plan's 60, in the same mix). */
    questions?: number;
    log?: (line: string) => void;
  } = {},
): Promise<SeededSurvey> {
  const serverUrl = options.url ?? process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const count = options.responses ?? 100_000;
  const log = options.log ?? (() => {});
  const name = `cairn_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrlFor(serverUrl, name);
  const database = openPostgres(url);
  const drop = async () => {
    await database.close();
    // Without FORCE while connections finish closing (FORCE makes them emit errors).
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  try {
    await runMigrations(database);
    const survey = await publishSurvey(database, options.width ?? 'plain', options.questions ?? 60);
    log(`survey ${survey.code} published (version ${survey.version}) in database ${name}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const started = performance.now();
    let copied: number;
    let insertMs: number;
    try {
      copied = await copyFrom(
        client,
        RESPONSE_COPY,
        responseLines({ ...survey, count, seed: options.seed ?? 20261125, log }),
      );
      insertMs = performance.now() - started;
      // The state a survey's table is in some time after its responses arrived, not in the
      // seconds after a bulk load: vacuumed (what autovacuum does after this many inserts; the
      // first scan of freshly copied rows otherwise sets every row's hint bits) and written to
      // disk. Straight after seeding 1M rows the kernel was still writing back 2 GB of dirty
      // pages, and the cold build measured then took 10.0-10.4 s against 7.5-8.3 s once they
      // were written (bench/README.md).
      await client.query('VACUUM (ANALYZE) responses');
      await client.query('CHECKPOINT');
      execFileSync('sync');
    } finally {
      await client.end();
    }
    return { ...survey, url, database, responses: copied, insertMs, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
  const seeded = await seedReportSurvey({ responses: count, log: (line) => console.log(line) });
  const rate = Math.round(seeded.responses / (seeded.insertMs / 1000));
  console.log(
    `${seeded.responses.toLocaleString('en')} responses in ${(seeded.insertMs / 1000).toFixed(1)} s: ${rate.toLocaleString('en')} rows/s (COPY, answers generated on the fly)`,
  );
  if (process.argv.includes('--keep')) {
    console.log(`kept: ${seeded.url} survey ${seeded.code}`);
    await seeded.database.close();
  } else await seeded.drop();
}
