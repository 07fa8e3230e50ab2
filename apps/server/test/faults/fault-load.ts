import { randomUUID } from 'node:crypto';
import {
  fullPath,
  nodesApi,
  quotaApi,
  reportCrossApi,
  reportWeightingApi,
  respondApi,
} from '@cairn/contract';
import pg from 'pg';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { setUserLevel } from '../../src/modules/users/set-user-level.ts';
import { findUserByName } from '../../src/modules/users/user-repo.ts';
import { databaseUrlFor } from '../support/database-url.ts';
import { type DesignSession, designSession } from '../support/design.ts';
import { httpTestApp } from '../support/http-caller.ts';
import { type Published, publishedSurvey, submission } from '../support/respond.ts';
import { registerAndLogin, type TestApp } from '../support/test-app.ts';

/** A fresh, empty database on the test's own PostgreSQL server (the server migrates it). */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `cairn_fault_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return databaseUrlFor(serverUrl, name);
}

/** What a running server is loaded with: a designer editing and respondents submitting to a quota. */
export interface Workload {
  t: TestApp;
  token: string;
  p: Published;
  /** The design session's edit version, carried from answer to answer. */
  s: DesignSession;
  questionId: number;
  database: Database;
  /** An active weighting scheme on the published survey (`prepareReport`), for the report loop. */
  schemeId?: number;
}

/**
 * Through the running server's HTTP API: an enterprise account (the free cap out of the way), a
 * published survey with a quota (so every submit is a guarded transaction) and a design session
 * on a second survey (every edit is a transaction holding the survey row).
 */
export async function prepareWorkload(base: string, databaseUrl: string): Promise<Workload> {
  const database = openPostgres(databaseUrl);
  const t = httpTestApp(base, database);
  const { token } = await registerAndLogin(t, 'fiona', 'fiona-pass-1');
  const user = await findUserByName(database.db, 'fiona');
  await setUserLevel(database.db, user!.id, 1, Date.now());
  const p = await publishedSurvey(t, token);
  const quota = await t.api(
    quotaApi.save,
    {
      surveyCode: p.code,
      name: 'First option',
      conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![0]!] }],
      target: 100_000,
      action: 'screen_out',
    },
    { token },
  );
  if (quota.body.code !== '00000') throw new Error(`quota: ${JSON.stringify(quota.body)}`);
  const s = await designSession(t, token, p.code);
  const questionId = p.q[1]!;
  return { t, token, p, s, questionId, database };
}

/**
 * A weighting scheme on the published survey's first question, made active over one response:
 * the report loop computes weighted cross tables (the worker, the active scheme read per call) and
 * activates the scheme again (a transaction that runs it first).
 */
export async function prepareReport(base: string, w: Workload): Promise<void> {
  const submitted = await fetch(`${base}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(submission(w.p)),
  });
  if (((await submitted.json()) as { code: string }).code !== '00000') throw new Error('first submit failed');
  const variables = await w.t.api(reportCrossApi.variables, { surveyCode: w.p.code }, { token: w.token });
  const q1 = variables.body.data.variables.find((v) => v.id === `n${w.p.q[0]}`)!;
  // Every workload submit picks the first option: it takes the whole target.
  const targets = q1.categories.map((c, i) => ({ value: c.value, target: i === 0 ? 100 : 0 }));
  const created = await w.t.api(
    reportWeightingApi.create,
    {
      surveyCode: w.p.code,
      name: 'Q1',
      definition: { method: 'rim', margins: [{ variableId: q1.id, targets }] },
    },
    { token: w.token },
  );
  if (created.body.code !== '00000') throw new Error(`scheme: ${JSON.stringify(created.body)}`);
  w.schemeId = created.body.data.id;
  const activated = await w.t.api(
    reportWeightingApi.activate,
    { surveyCode: w.p.code, id: w.schemeId },
    { token: w.token },
  );
  if (activated.body.code !== '00000') throw new Error(`activate: ${JSON.stringify(activated.body)}`);
}

type Kind = 'submit' | 'edit' | 'report';

/** Every answer a loop got, by kind: codes (with HTTP status) and requests that got no answer. */
export interface Tally {
  codes: Map<string, number>;
  /** fetch rejected: the connection was refused or reset (what must not happen). */
  dropped: string[];
  /** Requests sent and not yet answered. */
  inFlight: number;
  /** Successes of each kind since the last `mark()`. */
  okSince: Record<Kind, number>;
  /** Database-unavailable answers of each kind since the last `mark()`. */
  downSince: Record<Kind, number>;
  mark(): void;
}

export function newTally(): Tally {
  const tally: Tally = {
    codes: new Map(),
    dropped: [],
    inFlight: 0,
    okSince: { submit: 0, edit: 0, report: 0 },
    downSince: { submit: 0, edit: 0, report: 0 },
    mark() {
      tally.okSince = { submit: 0, edit: 0, report: 0 };
      tally.downSince = { submit: 0, edit: 0, report: 0 };
    },
  };
  return tally;
}

function count(tally: Tally, kind: Kind, status: number, code: string) {
  const key = `${status} ${code}`;
  tally.codes.set(key, (tally.codes.get(key) ?? 0) + 1);
  if (code === '00000') tally.okSince[kind]++;
  if (code === 'B0002') tally.downSince[kind]++;
}

/**
 * Submitters, an editor and, with a weighting scheme, a report reader calling the server until `stop` is set; each waits for its answer
 * before the next call, as a page would. Returns when all have stopped.
 */
export async function runLoad(
  base: string,
  w: Workload,
  tally: Tally,
  running: { stop: boolean },
  submitters = 6,
) {
  const submitLoop = async () => {
    while (!running.stop) {
      tally.inFlight++;
      try {
        const res = await fetch(`${base}${fullPath(respondApi.submit)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission(w.p)),
        });
        const body = (await res.json()) as { code: string };
        count(tally, 'submit', res.status, body.code);
      } catch (error) {
        tally.dropped.push(`submit: ${String((error as Error).cause ?? error)}`);
        await new Promise((r) => setTimeout(r, 20));
      } finally {
        tally.inFlight--;
      }
    }
  };
  const editLoop = async () => {
    for (let n = 0; !running.stop; n++) {
      tally.inFlight++;
      try {
        const res = await w.t.api(
          nodesApi.update,
          { surveyCode: w.p.code, id: w.questionId, title: `Title ${n}` },
          { token: w.token, version: w.s.version },
        );
        const data = res.body.data as { saved?: { version: number }; version?: number } | null;
        if (res.body.code === '00000' && data?.saved) w.s.version = data.saved.version;
        // An edit whose commit outlived its answer leaves the session's version behind.
        if (res.body.code === 'A0120' && data?.version) w.s.version = data.version;
        count(tally, 'edit', res.status, res.body.code);
      } catch (error) {
        tally.dropped.push(`edit: ${String((error as Error).cause ?? error)}`);
        await new Promise((r) => setTimeout(r, 20));
      } finally {
        tally.inFlight--;
      }
    }
  };
  // With a scheme (`prepareReport`): weighted cross tables and activations of the scheme, in turn.
  const reportLoop = async () => {
    const definition = { stubs: [{ id: `n${w.p.q[0]}` }], banner: [{ id: 'meta:device' }] };
    for (let n = 0; !running.stop; n++) {
      tally.inFlight++;
      try {
        const res =
          n % 2 === 0
            ? await w.t.api(
                reportCrossApi.compute,
                { surveyCode: w.p.code, weighted: true, definition },
                { token: w.token },
              )
            : await w.t.api(
                reportWeightingApi.activate,
                { surveyCode: w.p.code, id: w.schemeId! },
                { token: w.token },
              );
        count(tally, 'report', res.status, res.body.code);
      } catch (error) {
        tally.dropped.push(`report: ${String((error as Error).cause ?? error)}`);
        await new Promise((r) => setTimeout(r, 20));
      } finally {
        tally.inFlight--;
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: submitters }, submitLoop),
    editLoop(),
    ...(w.schemeId === undefined ? [] : [reportLoop()]),
  ]);
}

/**
 * Polls `ready` every 50 ms for at most `seconds`; throws `what` if it never holds, or at once
 * when `broken` names something that went wrong meanwhile.
 */
export async function waitFor(what: string, ready: () => boolean, broken: () => string | null, seconds = 15) {
  for (let i = 0; i < seconds * 20; i++) {
    if (ready()) return;
    const wrong = broken();
    if (wrong) throw new Error(`while waiting for ${what}: ${wrong}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`waited ${seconds} s for ${what}`);
}
