import { envelopeApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { grantsOf, randomIp, runningCampaign } from './support/envelopes.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * PostgreSQL only (PGlite runs one statement at a time, so a race there proves nothing): many
 * respondents submitting at once on the last envelopes of a budget never overspend it, and every
 * grant is one of the budget's.
 */
const onPostgres = process.env.TEST_DB_KIND === 'pg';
let t: TestApp;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('envelope races (PostgreSQL)', () => {
  it('30 submits at once on the last envelopes of a budget: never overspent, stopped only below one envelope', async () => {
    const { token } = await registerAndLogin(t, 'racer');
    const id = (await findUserByName(t.database.db, 'racer'))!.id;
    t.deps.rng = () => 0;
    // Random amounts 100–200 on a budget of 700: at most 7, at least 3 envelopes; the last smaller.
    const run = await runningCampaign(t, token, id, {
      budgetFen: 700,
      amount: { mode: 'random', minFen: 100, maxFen: 200 } as never,
      perRespondentLimit: 100,
      perDeviceLimit: 100,
    });
    const receipts = await Promise.all(
      Array.from({ length: 30 }, () => respondent(t, randomIp()).submit(submission(run.p))),
    );
    expect(receipts.every((r) => r.code === '00000')).toBe(true);
    const grants = await grantsOf(t, run.id);
    const total = grants.reduce((sum, g) => sum + g.amountFen, 0);
    expect(total).toBeLessThanOrEqual(700);
    expect(700 - total).toBeLessThan(100); // stopped only below one envelope
    expect(receipts.filter((r) => r.data.envelope?.won)).toHaveLength(grants.length);
    const campaign = (await as(token, envelopeApi.get, { id: run.id })).data;
    expect(campaign.heldFen).toBe(total);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
