import { paymentApi, sampleApi, sharesApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_RETRIES, deliveryRetryDelay } from '../src/modules/sample/deliver-job.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { fund } from './support/envelopes.ts';
import { publishedSurvey, setSettings } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A delivery error (the survey stopped taking answers) no longer waits for the author's next
 * audit: the delivery job queues itself again with a growing wait, DELIVERY_RETRIES times, and
 * then the author's "resume delivery" (sample/resume, idempotent, the launch right) queues it.
 */
let t: TestApp;
let owner: { token: string; id: number };
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, 'drowner');
  owner = { token: o.token, id: (await findUserByName(t.database.db, 'drowner'))!.id };
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

/** A paid order of `quantity` on a survey closed an hour ago: every delivery fails. */
async function stoppedOrder(quantity = 2) {
  const p = await publishedSurvey(t, owner.token);
  const saved = await as(owner.token, sampleApi.save, {
    surveyCode: p.code,
    name: 'Anyone',
    tags: [],
    quantity,
    incidence: 100,
  });
  await fund(t, owner.token, owner.id, saved.data.order!.amountFen);
  await setSettings(t, p.code, { endTime: new Date(t.deps.now() - 3600_000).toISOString() });
  expect((await as(owner.token, paymentApi.payOrder, { id: saved.data.order!.id })).code).toBe('00000');
  return { code: p.code, id: saved.data.sample.id };
}

const reopen = (code: string) => setSettings(t, code, { endTime: null });
const deliveryJobs = () => t.jobs.queued().filter((j) => j.name === 'sample-delivery');

describe('delivery retries', () => {
  it('retries a failed delivery with a doubling wait, a bounded number of times, then waits for the author', async () => {
    const { id } = await stoppedOrder();
    expect(deliveryJobs()).toEqual([{ name: 'sample-delivery', data: { sampleId: id }, delaySeconds: 0 }]);
    for (let retry = 1; retry <= DELIVERY_RETRIES; retry++) {
      await t.jobs.drain(1);
      expect(deliveryJobs()).toEqual([
        { name: 'sample-delivery', data: { sampleId: id, retry }, delaySeconds: deliveryRetryDelay(retry) },
      ]);
    }
    expect(deliveryRetryDelay(2)).toBe(2 * deliveryRetryDelay(1));
    await t.jobs.drain(1);
    // The last retry failed too: nothing is queued any more, the error is on the order.
    expect(deliveryJobs()).toEqual([]);
    const stopped = (await as(owner.token, sampleApi.get, { id })).data;
    expect(stopped).toMatchObject({ status: 'fielding', owed: 2, delivered: 0 });
    expect(stopped.deliveryError).toBeTruthy();
  });

  it('a retry that succeeds delivers and clears the error', async () => {
    const { code, id } = await stoppedOrder();
    await t.jobs.drain(1);
    expect((await as(owner.token, sampleApi.get, { id })).data.deliveryError).toBeTruthy();
    await reopen(code);
    await t.jobs.drain();
    expect((await as(owner.token, sampleApi.get, { id })).data).toMatchObject({
      status: 'auditing',
      delivered: 2,
      owed: 0,
      deliveryError: null,
    });
  });
});

describe('resume delivery', () => {
  it('clears the error and queues one run, however often it is asked; refused once not fielding', async () => {
    const { code, id } = await stoppedOrder();
    await t.jobs.drain();
    expect(deliveryJobs()).toEqual([]);
    await reopen(code);
    const resumed = await as(owner.token, sampleApi.resume, { id });
    expect(resumed.code).toBe('00000');
    expect(resumed.data).toMatchObject({ status: 'fielding', owed: 2, deliveryError: null });
    const again = await as(owner.token, sampleApi.resume, { id });
    expect(again.code).toBe('00000');
    expect(again.data).toMatchObject({ status: 'fielding', owed: 2, deliveryError: null });
    expect(deliveryJobs()).toEqual([{ name: 'sample-delivery', data: { sampleId: id }, delaySeconds: 0 }]);
    await t.jobs.drain();
    expect((await as(owner.token, sampleApi.get, { id })).data).toMatchObject({
      status: 'auditing',
      delivered: 2,
      deliveryError: null,
    });
    expect((await as(owner.token, sampleApi.resume, { id })).code).toBe('A21017');
    expect(deliveryJobs()).toEqual([]);
  });

  it('is for the owner and those the survey is shared with to launch: others are refused and nothing changes', async () => {
    const { code, id } = await stoppedOrder(1);
    await t.jobs.drain();
    const stranger = (await registerAndLogin(t, 'drstranger')).token;
    const editor = await registerAndLogin(t, 'dreditor');
    const launcher = await registerAndLogin(t, 'drlauncher');
    const share = (target: string, launch: boolean) =>
      t.api(sharesApi.save, { code, target, edit: true, report: true, launch }, { token: owner.token });
    expect((await share('dreditor', false)).body.code).toBe('00000');
    expect((await share('drlauncher', true)).body.code).toBe('00000');
    expect((await as(stranger, sampleApi.resume, { id })).code).toBe('A5202');
    expect((await as(editor.token, sampleApi.resume, { id })).code).toBe('A5202');
    expect((await as(owner.token, sampleApi.resume, { id: 'sp_nothing-here' })).code).toBe('A0404');
    expect(deliveryJobs()).toEqual([]);
    expect((await as(owner.token, sampleApi.get, { id })).data.deliveryError).toBeTruthy();
    const byLauncher = await as(launcher.token, sampleApi.resume, { id });
    expect(byLauncher.code).toBe('00000');
    expect(byLauncher.data.deliveryError).toBeNull();
    expect(deliveryJobs()).toHaveLength(1);
  });
});
