import { claimApi, QR_STATE, QR_TICKET_TTL_MS, weixinApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { claimDriver } from './support/claims.ts';
import { grantsOf, runningCampaign, submitFresh } from './support/envelopes.ts';
import { cashPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { sandboxPayouts } from './support/money.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The respondent's claim of a red envelope (issue 23): a claim ticket for their response id, the
 * simulator playing the phone that scans it, the grant paid once to the first scanner; the
 * survey's official account (settings area weixin) is required.
 */
let t: TestApp;
let owner: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'claimowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'claimowner'))!.id;
}, 120_000);
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});

const { scan, ticketFor, stateOf } = claimDriver(() => t);

/** A running campaign on a survey bound to the simulator's official account, and one winner. */
async function winner() {
  const { p, id } = await runningCampaign(t, owner.token, owner.id);
  const bound = await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token });
  expect(bound.body.data).toMatchObject({
    simulated: true,
    bound: { appId: 'wx-local-simulator', current: true },
  });
  const receipt = await submitFresh(t, p);
  expect(receipt.envelope).toMatchObject({ won: true, amountFen: 100 });
  return { p, id, responseId: receipt.responseId, grantId: receipt.envelope!.grantId! };
}

describe('claiming an envelope through the messaging simulator', () => {
  it('pays the scanner once; a second scan and a second ticket pay nothing more', async () => {
    const { p, responseId, grantId, id } = await winner();
    const paidBefore = sandboxPayouts(t).paid.length;
    const first = await ticketFor(p.code, responseId);
    expect(first.data).toMatchObject({ simulated: true });
    expect(first.data.qrContent).toBe(`https://cairn.test/dev/messaging/scan?ticket=${first.data.ticket}`);
    expect(await stateOf(first.data.ticket)).toEqual({
      state: QR_STATE.waiting,
      payout: null,
      amountFen: null,
    });

    expect(await scan(first.data.ticket, 'open-claimer-0001')).toContain('已确认');
    expect(await stateOf(first.data.ticket)).toEqual({
      state: QR_STATE.done,
      payout: 'paid',
      amountFen: 100,
    });
    expect((await grantsOf(t, id))[0]).toMatchObject({
      id: grantId,
      status: 'paid',
      claimant: 'open-claimer-0001',
    });

    // The same ticket again: used, nothing changes.
    expect(await scan(first.data.ticket, 'open-claimer-0001')).toContain('already scanned');
    // A new ticket for the same prize, same person: done, still paid once.
    const second = await ticketFor(p.code, responseId);
    await scan(second.data.ticket, 'open-claimer-0001');
    expect(await stateOf(second.data.ticket)).toMatchObject({ state: QR_STATE.done, payout: 'paid' });
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toEqual([
      { withdrawalId: `grant:${grantId}`, openId: 'open-claimer-0001', amountFen: 100 },
    ]);
  });

  it('refuses another messaging account (state 5) and pays it nothing', async () => {
    const { p, responseId, grantId } = await winner();
    const paidBefore = sandboxPayouts(t).paid.length;
    await scan((await ticketFor(p.code, responseId)).data.ticket, 'open-first-00001');
    const other = (await ticketFor(p.code, responseId)).data.ticket;
    await scan(other, 'open-second-0002');
    expect(await stateOf(other)).toEqual({ state: QR_STATE.boundElsewhere, payout: null, amountFen: null });
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toEqual([
      { withdrawalId: `grant:${grantId}`, openId: 'open-first-00001', amountFen: 100 },
    ]);
  });

  it('A0404 for a response id that won nothing or belongs to another survey; unknown tickets answer 2', async () => {
    const { p } = await winner();
    const stranger = await ticketFor(p.code, crypto.randomUUID());
    expect(stranger.code).toBe('A0404');
    const other = await winner();
    expect((await ticketFor(p.code, other.responseId)).code).toBe('A0404');
    expect((await t.api(claimApi.ticket, { surveyCode: p.code, responseId: 'not-a-uuid' })).body.code).toBe(
      'A0400',
    );
    expect(await stateOf('x'.repeat(32))).toEqual({ state: QR_STATE.expired, payout: null, amountFen: null });
  });

  it('an expired ticket pays nothing; a survey bound to no official account gets A2006', async () => {
    const { p, responseId, id } = await winner();
    const ticket = (await ticketFor(p.code, responseId)).data.ticket;
    t.advance(QR_TICKET_TTL_MS + 1);
    expect(await scan(ticket, 'open-late-000001')).toContain('expired');
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'held', claimant: null });

    const unbound = await t.api(weixinApi.save, { code: p.code, bind: false }, { token: owner.token });
    expect(unbound.body.data.bound).toBeNull();
    expect((await ticketFor(p.code, responseId)).code).toBe('A2006');
    const view = await t.api(weixinApi.get, { code: p.code }, { token: owner.token });
    expect(view.body.data).toMatchObject({ provider: 'wechat', simulated: true, bound: null });
    expect(view.body.data.account?.appId).toBe('wx-local-simulator');
  });

  it('only the launch right binds the official account', async () => {
    const { p } = await runningCampaign(t, owner.token, owner.id);
    const stranger = (await registerAndLogin(t, 'claimstranger')).token;
    expect((await t.api(weixinApi.save, { code: p.code, bind: true }, { token: stranger })).body.code).toBe(
      'A5202',
    );
  });
});

describe('claiming a lottery cash prize through the messaging simulator', () => {
  it('pays the scanner once; another account gets state 5; no cash prize is A0404', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 250, stock: 1 })],
    });
    expect(
      (await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token })).body.code,
    ).toBe('00000');
    const won = await submitFresh(t, p);
    expect(won.lottery).toMatchObject({ won: true, kind: 'cash', amountFen: 250 });
    const lost = await submitFresh(t, p); // the stock of 1 is gone
    expect(lost.lottery).toMatchObject({ won: false });
    const lotteryTicket = (responseId: string) =>
      t.api(claimApi.ticket, { surveyCode: p.code, responseId, kind: 'lottery' });
    expect((await lotteryTicket(lost.responseId)).body.code).toBe('A0404');
    // The envelope kind finds no envelope for this response.
    expect((await ticketFor(p.code, won.responseId)).code).toBe('A0404');

    const paidBefore = sandboxPayouts(t).paid.length;
    const ticket = (await lotteryTicket(won.responseId)).body.data.ticket;
    await scan(ticket, 'open-lucky-000001');
    expect(await stateOf(ticket)).toEqual({ state: QR_STATE.done, payout: 'paid', amountFen: 250 });
    const again = (await lotteryTicket(won.responseId)).body.data.ticket;
    await scan(again, 'open-someone-else');
    expect((await stateOf(again)).state).toBe(QR_STATE.boundElsewhere);
    const [winnerRow] = await winnersOf(t, id);
    expect(winnerRow).toMatchObject({ status: 'paid', claimant: 'open-lucky-000001' });
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toHaveLength(1);
    expect(sandboxPayouts(t).paid.at(-1)).toMatchObject({ openId: 'open-lucky-000001', amountFen: 250 });
  });
});
