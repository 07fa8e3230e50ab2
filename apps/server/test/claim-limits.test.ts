import { QR_STATE, weixinApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { claimDriver } from './support/claims.ts';
import { grantsOf, runningCampaign, submitFresh } from './support/envelopes.ts';
import { cashPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { sandboxPayouts } from './support/money.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Per-respondent limits counted at claim by the claimant's messaging account (claim-limits.ts):
 * answering twice from two devices wins twice at submit, but one WeChat account claims only the
 * campaign's limit (one prize per lottery); the refused scan answers state 6 (A2072).
 */
let t: TestApp;
let owner: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'limitowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'limitowner'))!.id;
}, 120_000);
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});
const { scan, ticketFor, stateOf } = claimDriver(() => t);

describe('per-respondent limits counted by the claimant’s messaging account', () => {
  it('two answers from two devices, one WeChat account: the second envelope is refused with state 6 (A2072)', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { perRespondentLimit: 1 });
    await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token });
    // Two devices, two addresses: the limits at submit let both win.
    const first = await submitFresh(t, p);
    const second = await submitFresh(t, p);
    expect([first.envelope?.won, second.envelope?.won]).toEqual([true, true]);
    const paidBefore = sandboxPayouts(t).paid.length;
    const one = (await ticketFor(p.code, first.responseId)).data.ticket;
    await scan(one, 'open-twice-000001');
    expect(await stateOf(one)).toMatchObject({ state: QR_STATE.done, payout: 'paid' });
    const two = (await ticketFor(p.code, second.responseId)).data.ticket;
    expect(await scan(two, 'open-twice-000001')).toContain('already claimed');
    expect(await stateOf(two)).toEqual({ state: QR_STATE.limitReached, payout: null, amountFen: null });
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toHaveLength(1);
    const grants = await grantsOf(t, id);
    expect(grants.find((g) => g.responseId === second.responseId)).toMatchObject({ claimant: null });
    // Another person may still claim the second envelope (the limit is the account's, not the prize's).
    const three = (await ticketFor(p.code, second.responseId)).data.ticket;
    await scan(three, 'open-someone-0002');
    expect(await stateOf(three)).toMatchObject({ state: QR_STATE.done, payout: 'paid' });
  });

  it('a limit of 2 lets one account claim two envelopes, not three; a repeat claim still answers done', async () => {
    const { p } = await runningCampaign(t, owner.token, owner.id, {
      perRespondentLimit: 2,
      perDeviceLimit: 2,
    });
    await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token });
    const receipts = [await submitFresh(t, p), await submitFresh(t, p), await submitFresh(t, p)];
    const states: number[] = [];
    for (const r of receipts) {
      const ticket = (await ticketFor(p.code, r.responseId)).data.ticket;
      await scan(ticket, 'open-thrice-00001');
      states.push((await stateOf(ticket)).state);
    }
    expect(states).toEqual([QR_STATE.done, QR_STATE.done, QR_STATE.limitReached]);
    const repeat = (await ticketFor(p.code, receipts[0]!.responseId)).data.ticket;
    await scan(repeat, 'open-thrice-00001');
    expect((await stateOf(repeat)).state).toBe(QR_STATE.done);
  });

  it('one lottery prize per WeChat account: a second cash prize claimed by the same account is refused', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 100, stock: 2 })],
    });
    await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token });
    const a = await submitFresh(t, p);
    const b = await submitFresh(t, p);
    const lotteryTicket = async (responseId: string) =>
      (await ticketFor(p.code, responseId, 'lottery')).data.ticket;
    const first = await lotteryTicket(a.responseId);
    await scan(first, 'open-lottery-twice');
    expect((await stateOf(first)).state).toBe(QR_STATE.done);
    const second = await lotteryTicket(b.responseId);
    await scan(second, 'open-lottery-twice');
    expect(await stateOf(second)).toEqual({ state: QR_STATE.limitReached, payout: null, amountFen: null });
    const rows = await winnersOf(t, id);
    expect(rows.filter((w) => w.claimant === 'open-lottery-twice')).toHaveLength(1);
    expect(rows.find((w) => w.responseId === b.responseId)).toMatchObject({ status: 'won', claimant: null });
  });
});
