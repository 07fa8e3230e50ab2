import type { AddressInfo } from 'node:net';
import { fullPath, quotaApi, respondApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotas, responses } from '../src/db/schema/index.ts';
import { publishedSurvey, setLevel, submission } from './support/respond.ts';
import { createTestApp, type Envelope, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Cairn issue 6: 100 concurrent submitters race over real HTTP for one quota; exactly the target
 * is accepted as complete, never one more, the rest are screened out.
 *
 * The full size (3,000 attempts at a quota of 300) runs with QUOTA_RACE_FULL=1. The suite
 * runs a tenth of it: the same 100 submitters, so as many transactions interleave on PostgreSQL's
 * 10 pooled connections, at a quota of 30 that they overrun tenfold. The full size took 65 s on
 * PGlite and 159 s on PostgreSQL on the loaded CI machine without testing an interleaving the
 * smaller run does not; PGlite runs one transaction at a time anyway.
 */
const FULL = process.env.QUOTA_RACE_FULL === '1';
const SUBMITTERS = 100;
const ATTEMPTS = FULL ? 3_000 : 300;
const TARGET = FULL ? 300 : 30;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function submitOverHttp(body: object): Promise<Envelope<{ status: string }>> {
  const res = await fetch(`${base}${fullPath(respondApi.submit)}`, {
    method: respondApi.submit.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<{ status: string }>;
}

describe('the quota under load', () => {
  it(`accepts exactly ${TARGET} of ${ATTEMPTS} attempts by ${SUBMITTERS} concurrent submitters`, async () => {
    const { token } = await registerAndLogin(t, 'quinn', 'quinn-pass-1');
    await setLevel(t, 'quinn', 1);
    const p = await publishedSurvey(t, token);
    const saved = await t.api(
      quotaApi.save,
      {
        surveyCode: p.code,
        name: 'First option',
        conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![0]!] }],
        target: TARGET,
        action: 'screen_out',
      },
      { token },
    );
    expect(saved.body.code).toBe('00000');

    let next = 0;
    const codes = new Map<string, number>();
    const statuses = new Map<string, number>();
    const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    // Each submitter sends its next attempt when the last one is answered, as a browser would.
    const submitter = async () => {
      while (next < ATTEMPTS) {
        next++;
        const answer = await submitOverHttp(submission(p));
        bump(codes, answer.code);
        if (answer.code === '00000') bump(statuses, answer.data.status);
      }
    };
    await Promise.all(Array.from({ length: SUBMITTERS }, submitter));

    expect(Object.fromEntries(codes)).toEqual({ '00000': ATTEMPTS });
    expect(Object.fromEntries(statuses)).toEqual({ complete: TARGET, screened_out: ATTEMPTS - TARGET });
    const rows = await t.database.db
      .select({ status: responses.status })
      .from(responses)
      .where(eq(responses.surveyId, p.surveyId));
    expect(rows.filter((r) => r.status === 'complete')).toHaveLength(TARGET);
    expect(rows.filter((r) => r.status === 'screened_out')).toHaveLength(ATTEMPTS - TARGET);
    const [quota] = await t.database.db.select().from(quotas).where(eq(quotas.id, saved.body.data.quota.id));
    expect(quota!.filled).toBe(TARGET);
  }, 180_000);
});
