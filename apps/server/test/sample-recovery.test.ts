import { paymentApi, sampleApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverSampleDeliveries, STALLED_DELIVERY_MS } from '../src/modules/sample/deliver-recovery.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { fund } from './support/envelopes.ts';
import { publishedSurvey } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A paid sample order whose delivery job was never queued (the process died between the payment's
 * commit and the queue) is found by the housekeeping sweep and delivered; one delivering, or
 * stopped by a delivery error, is left alone.
 */
let t: TestApp;
let owner: { token: string; id: number };
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, 'srowner');
  owner = { token: o.token, id: (await findUserByName(t.database.db, 'srowner'))!.id };
});
afterAll(() => t.close());

describe('stalled sample deliveries', () => {
  it('queues the delivery of a paid order nothing delivers, once per interval, and it delivers', async () => {
    const p = await publishedSurvey(t, owner.token);
    const saved = await as(owner.token, sampleApi.save, {
      surveyCode: p.code,
      name: 'Anyone',
      tags: [],
      quantity: 2,
      incidence: 100,
    });
    await fund(t, owner.token, owner.id, saved.data.order!.amountFen);
    expect((await as(owner.token, paymentApi.payOrder, { id: saved.data.order!.id })).code).toBe('00000');
    // The job the payment queued is lost, as when the process dies right after the commit.
    expect(t.jobs.discard()).toBe(1);
    const id = saved.data.sample.id;
    expect((await as(owner.token, sampleApi.get, { id })).data).toMatchObject({
      owed: 2,
      status: 'fielding',
    });
    expect(await recoverSampleDeliveries(t.deps, t.deps.now())).toBe(0);
    t.advance(STALLED_DELIVERY_MS + 1000);
    expect(await recoverSampleDeliveries(t.deps, t.deps.now())).toBe(1);
    // Seen: the next sweep waits another interval.
    expect(await recoverSampleDeliveries(t.deps, t.deps.now())).toBe(0);
    await t.jobs.drain();
    expect((await as(owner.token, sampleApi.get, { id })).data).toMatchObject({
      owed: 0,
      status: 'auditing',
    });
  });
});
