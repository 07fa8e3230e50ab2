import { randomUUID } from 'node:crypto';
import {
  type AnswerOf,
  fullPath,
  RESPOND_DEVICE_COOKIE,
  type RespondOpen,
  type RespondReceipt,
  type RespondSaved,
  respondApi,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { surveys } from '../../src/db/schema/index.ts';
import { setUserLevel } from '../../src/modules/users/set-user-level.ts';
import { findUserByName } from '../../src/modules/users/user-repo.ts';
import { type DesignSession, designSession, newSurvey } from './design.ts';
import { optionsOf } from './options.ts';
import { launch } from './publishing.ts';
import type { Envelope, TestApp } from './test-app.ts';

/**
 * A respondent: a device cookie and an address, calling the public respond API unsigned (raw
 * inject, which the typed `t.api` cannot do: it sets the caller's address).
 */
export interface Respondent {
  deviceId: string;
  ip: string;
  open(code: string, extra?: Record<string, unknown>): Promise<Envelope<RespondOpen>>;
  save(body: Record<string, unknown>): Promise<Envelope<RespondSaved>>;
  submit(body: Record<string, unknown>): Promise<Envelope<RespondReceipt>>;
}

/** `forwardedFor`: an X-Forwarded-For header, as a reverse proxy (or a forger) adds it. */
export function respondent(
  t: TestApp,
  ip = '203.0.113.7',
  deviceId: string = randomUUID(),
  forwardedFor?: string,
): Respondent {
  const call = async <E extends (typeof respondApi)['open' | 'save' | 'submit']>(
    endpoint: E,
    body: Record<string, unknown>,
  ) => {
    const res = await t.app.inject({
      method: endpoint.method,
      url: fullPath(endpoint),
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        cookie: `${RESPOND_DEVICE_COOKIE}=${deviceId}`,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: JSON.stringify(body),
    });
    return res.json() as Envelope<AnswerOf<E>>;
  };
  return {
    deviceId,
    ip,
    open: (code, extra = {}) => call(respondApi.open, { surveyCode: code, ...extra }),
    save: (body) => call(respondApi.save, body),
    submit: (body) => call(respondApi.submit, body),
  };
}

/** A published survey: Q1 single choice (3 options), Q2 open text, Q3 single choice. */
export interface Published {
  code: string;
  surveyId: number;
  s: DesignSession;
  q: number[];
  o: number[][];
  version: number;
}

export async function publishedSurvey(
  t: TestApp,
  token: string,
  options: { settings?: Record<string, unknown>; beforeLaunch?: (p: Published) => Promise<void> } = {},
): Promise<Published> {
  const code = await newSurvey(t, token);
  const s = await designSession(t, token, code);
  const q: number[] = [];
  for (const type of [QuestionType.SingleChoice, QuestionType.OpenText, QuestionType.SingleChoice])
    q.push(await s.add(type, q.length ? { afterId: q[q.length - 1]! } : {}));
  const o = await Promise.all(
    q.map(async (id) => (await optionsOf(s, id)).filter((x) => x.type === 1).map((x) => x.id)),
  );
  const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
  const p: Published = { code, surveyId: row!.id, s, q, o, version: 1 };
  if (options.settings) await setSettings(t, code, options.settings);
  await options.beforeLaunch?.(p);
  const launched = await launch(t, token, code);
  if (launched.code !== '00000' || launched.data.errors.length > 0)
    throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  p.version = launched.data.publishedVersion ?? 1;
  return p;
}

/** Writes survey settings straight into the row (answer settings apply without publishing again). */
export async function setSettings(t: TestApp, code: string, settings: Record<string, unknown>) {
  const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
  await t.database.db
    .update(surveys)
    .set({ settings: { ...(row!.settings as object), ...settings } })
    .where(eq(surveys.code, code));
}

/** What the operator command `set-level` does: the user's level (0 free, 1+ enterprise). */
export async function setLevel(t: TestApp, username: string, level: number) {
  const user = await findUserByName(t.database.db, username);
  if (!user) throw new Error(`no user named ${username}`);
  await setUserLevel(t.database.db, user.id, level, t.deps.now());
}

/** A full valid answer set for `publishedSurvey`: option `pick` of Q1 and Q3, a text for Q2. */
export function answersFor(p: Published, pick = 0, text = 'hello'): Record<string, unknown> {
  return {
    [p.q[0]!]: { optionId: p.o[0]![pick] },
    [p.q[1]!]: text,
    [p.q[2]!]: { optionId: p.o[2]![0] },
  };
}

export function submission(p: Published, answers = answersFor(p), id: string = randomUUID()) {
  return { surveyCode: p.code, responseId: id, version: p.version, answers };
}
