import { fullPath, lotteryApi, prizeApi, sharesApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { randomIp } from './support/envelopes.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { couponPrize, physicalPrize, runningLottery } from './support/lottery.ts';
import { postMultipart } from './support/multipart.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, envelopeCaller, login, registerAndLogin, type TestApp } from './support/test-app.ts';
import { workbookOf } from './support/xlsx.ts';

/**
 * The prize centre (issue 23): figures per prize, the claims (masked for a reader without the
 * launch right), coupon codes added by paste and file with duplicates refused and counted, a
 * physical prize shipped with its tracking number (idempotent, corrected for 7 days) which the
 * winner's result page shows, the claims' export, and one coupon or physical prize per answering
 * device and phone number in a lottery.
 */
let t: TestApp;
let owner: { token: string; id: number };
let reader: string;
let stranger: string;
const as = envelopeCaller(() => t);
const DAY = 24 * 3600_000;

/** Moves the clock on and signs everyone in again (the access tokens would have expired). */
async function later(ms: number) {
  t.advance(ms);
  owner.token = (await login(t, 'pcowner', 'correct-horse-1')).token;
  reader = (await login(t, 'pcreader', 'correct-horse-1')).token;
  stranger = (await login(t, 'pcstranger', 'correct-horse-1')).token;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'pcowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'pcowner'))!.id;
  reader = (await registerAndLogin(t, 'pcreader')).token;
  stranger = (await registerAndLogin(t, 'pcstranger')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});

/** Order mode: response 1 wins the coupon, responses 2 and 3 the mugs (name, phone, address form). */
async function drawnLottery() {
  const run = await runningLottery(t, owner.token, owner.id, {
    mode: 'order',
    prizes: [
      couponPrize({ positions: [1], probabilityBp: undefined }),
      physicalPrize({
        positions: [2, 3],
        probabilityBp: undefined,
        claimFields: [{ key: 'name' }, { key: 'phone' }, { key: 'address' }],
      }),
    ],
  });
  const share = await as(owner.token, sharesApi.save, {
    code: run.p.code,
    target: 'pcreader',
    edit: false,
    report: true,
    launch: false,
  });
  expect(share.code).toBe('00000');
  const receipts = [];
  for (let i = 0; i < 3; i++) {
    const r = await respondent(t, randomIp()).submit(submission(run.p));
    receipts.push(r.data.lottery!);
  }
  return { ...run, receipts };
}

const claim = (token: string, fields: Record<string, string>) =>
  t.api(lotteryApi.claim, { token, fields }).then((r) => r.body);

describe('overview and claims', () => {
  it('counts each prize; the claims are whole for the owner, masked for a reader, refused to a stranger', async () => {
    const { p, id, receipts } = await drawnLottery();
    const mugs = receipts.slice(1);
    expect(mugs.every((r) => r.kind === 'physical' && r.resultTicket !== null)).toBe(true);
    expect(receipts[0]!.resultTicket).toBeNull();
    const given = { name: '张三丰', phone: '+86 138-0013-8000', address: '广东省深圳市南山区科技园 1 号' };
    expect((await claim(mugs[0]!.claimToken!, given)).code).toBe('00000');
    expect((await claim(receipts[0]!.claimToken!, {})).data.couponCode).toBe('C-1');

    const overview = await as(reader, prizeApi.overview, { surveyCode: p.code });
    expect(overview.data.lotteries).toHaveLength(1);
    expect(overview.data.lotteries[0]).toMatchObject({
      id,
      status: 'running',
      mode: 'order',
      acceptsCodes: true,
    });
    expect(overview.data.lotteries[0]!.prizes).toEqual([
      {
        index: 0,
        name: 'Coupon',
        kind: 'coupon',
        amountFen: null,
        stock: 2,
        drawn: 1,
        claimed: 1,
        shipped: 0,
        left: 1,
      },
      {
        index: 1,
        name: 'Mug',
        kind: 'physical',
        amountFen: null,
        stock: 2,
        drawn: 2,
        claimed: 1,
        shipped: 0,
        left: 0,
      },
    ]);
    expect((await as(stranger, prizeApi.overview, { surveyCode: p.code })).code).toBe('A0403');

    const mine = await as(owner.token, prizeApi.claims, {
      surveyCode: p.code,
      lotteryId: id,
      state: 'claimed',
    });
    expect(mine.data.masked).toBe(false);
    expect(mine.data.total).toBe(2);
    const mug = mine.data.records.find((c) => c.kind === 'physical')!;
    expect(mug.claim).toEqual({ ...given, phone: '+86 138-0013-8000' });
    expect(mine.data.records.find((c) => c.kind === 'coupon')!.couponCode).toBe('C-1');

    const seen = await as(reader, prizeApi.claims, { surveyCode: p.code, lotteryId: id, state: 'claimed' });
    expect(seen.data.masked).toBe(true);
    expect(seen.data.records.find((c) => c.kind === 'physical')!.claim).toEqual({
      name: '张**',
      phone: '138****8000',
      address: '广东省深圳市…',
    });
    expect(seen.data.records.find((c) => c.kind === 'coupon')!.couponCode).toBe('***');

    const unclaimed = await as(owner.token, prizeApi.claims, {
      surveyCode: p.code,
      lotteryId: id,
      prizeIndex: 1,
      state: 'unclaimed',
    });
    expect(unclaimed.data.records.map((c) => c.winnerId)).toHaveLength(1);
    expect(unclaimed.data.records[0]!.claim).toBeNull();
    const paged = await as(owner.token, prizeApi.claims, {
      surveyCode: p.code,
      lotteryId: id,
      pageSize: 2,
      page: 2,
    });
    expect(paged.data).toMatchObject({ page: 2, total: 3 });
    expect(paged.data.records).toHaveLength(1);

    expect((await as(stranger, prizeApi.claims, { surveyCode: p.code, lotteryId: id })).code).toBe('A0403');
    const other = await runningLottery(t, owner.token, owner.id, { prizes: [couponPrize()] });
    expect((await as(owner.token, prizeApi.claims, { surveyCode: p.code, lotteryId: other.id })).code).toBe(
      'A0404',
    );
    expect(
      (await as(owner.token, prizeApi.claims, { surveyCode: p.code, lotteryId: id, state: 'lost' as never }))
        .code,
    ).toBe('A0400');
  });

  it('an empty survey has no lotteries', async () => {
    const { p } = await runningLottery(t, owner.token, owner.id, { prizes: [couponPrize()] });
    const { id } = (await as(owner.token, lotteryApi.list, { surveyCode: p.code })).data.records[0]!;
    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    await as(owner.token, lotteryApi.status, { id, action: 'delete' });
    expect((await as(owner.token, prizeApi.overview, { surveyCode: p.code })).data.lotteries).toEqual([]);
  });
});

describe('coupon codes', () => {
  it('adds pasted codes after the ones held; duplicates and overlong codes are refused and counted', async () => {
    const { p, id } = await drawnLottery();
    const target = { surveyCode: p.code, lotteryId: id, prizeIndex: 0 };
    const long = 'X'.repeat(101);
    const added = await as(owner.token, prizeApi.addCodes, {
      ...target,
      text: `N-1\r\nN-2, N-1\n\nC-1;${long}\n`,
    });
    expect(added.data).toEqual({ added: 2, duplicates: 2, invalid: [long], codes: 4, left: 3 });
    const lottery = await as(owner.token, lotteryApi.get, { id });
    expect(lottery.data.prizes[0]).toMatchObject({ codes: ['C-1', 'C-2', 'N-1', 'N-2'] });
    expect(lottery.data.remaining).toEqual([3, 0]);
    expect((await as(owner.token, prizeApi.addCodes, { ...target, text: 'N-2' })).data).toMatchObject({
      added: 0,
      duplicates: 1,
    });
    expect((await as(owner.token, prizeApi.addCodes, { ...target, text: ' \n ' })).code).toBe('A0108');
    expect((await as(owner.token, prizeApi.addCodes, { ...target, prizeIndex: 1, text: 'A' })).code).toBe(
      'A2068',
    );
    expect((await as(owner.token, prizeApi.addCodes, { ...target, prizeIndex: 5, text: 'A' })).code).toBe(
      'A0400',
    );
    const many = Array.from({ length: 9_997 }, (_, i) => `M-${i}`).join('\n');
    const over = await as(owner.token, prizeApi.addCodes, { ...target, text: many });
    expect(over.code).toBe('A2068');
    expect(over.message).toContain('10000');
    expect((await as(reader, prizeApi.addCodes, { ...target, text: 'R-1' })).code).toBe('A5202');
    expect((await as(stranger, prizeApi.addCodes, { ...target, text: 'R-1' })).code).toBe('A5202');

    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    expect((await as(owner.token, prizeApi.addCodes, { ...target, text: 'LATE' })).code).toBe('A2065');
    const ended = await as(owner.token, prizeApi.overview, { surveyCode: p.code });
    expect(ended.data.lotteries.find((l) => l.id === id)!.acceptsCodes).toBe(false);
  });

  it('a code added to a running prize is given at the next win', async () => {
    const run = await runningLottery(t, owner.token, owner.id, { prizes: [couponPrize({ codes: ['ONE'] })] });
    await respondent(t, randomIp()).submit(submission(run.p));
    const target = { surveyCode: run.p.code, lotteryId: run.id, prizeIndex: 0 };
    expect((await as(owner.token, prizeApi.addCodes, { ...target, text: 'TWO' })).data.left).toBe(1);
    const won = (await respondent(t, randomIp()).submit(submission(run.p))).data.lottery!;
    expect((await claim(won.claimToken!, {})).data.couponCode).toBe('TWO');
  });

  it('reads codes from an .xlsx (header skipped) and a UTF-8 .txt; refuses other files', async () => {
    const { p, id } = await drawnLottery();
    const url = fullPath(prizeApi.uploadCodes);
    const upload = (fileName: string, content: Buffer | string, token = owner.token) =>
      postMultipart(t, url, {
        token,
        query: { surveyCode: p.code, lotteryId: id, prizeIndex: '0' },
        parts: [{ name: 'file', fileName, content }],
      }).then((r) => r.body);
    const sheet = await workbookOf([['券码'], ['X-1'], ['X-2'], ['C-2'], [null], ['X-1']]);
    expect((await upload('codes.xlsx', sheet)).data).toEqual({
      added: 2,
      duplicates: 2,
      invalid: [],
      codes: 4,
      left: 3,
    });
    expect((await upload('codes.txt', '\uFEFFT-1\nT-2\nX-2\n')).data).toMatchObject({
      added: 2,
      duplicates: 1,
    });
    expect((await upload('codes.txt', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).code).toBe('A0106');
    expect((await upload('codes.csv', 'A,B')).code).toBe('A0106');
    expect((await upload('codes.xlsx', 'not a workbook')).code).toBe('A0106');
    expect((await upload('empty.txt', '')).code).toBe('A0108');
    expect((await upload('codes.txt', 'R-1', reader)).code).toBe('A5202');
  });
});

describe('shipping', () => {
  it('ships a claimed mug with its tracking number once, corrects it for 7 days, and the winner sees it', async () => {
    const { p, id, receipts } = await drawnLottery();
    const mug = receipts[1]!;
    const winners = await as(owner.token, prizeApi.claims, {
      surveyCode: p.code,
      lotteryId: id,
      prizeIndex: 1,
    });
    const unclaimed = winners.data.records.find((c) => c.status === 'won')!;
    expect(
      (await as(owner.token, lotteryApi.ship, { winnerId: unclaimed.winnerId, trackingNo: 'SF100200' })).code,
    ).toBe('A2065');
    await claim(mug.claimToken!, { name: 'Li', phone: '13900139000', address: '1 Park Road, Shanghai' });
    const mine = (
      await as(owner.token, prizeApi.claims, {
        surveyCode: p.code,
        lotteryId: id,
        state: 'claimed',
        prizeIndex: 1,
      })
    ).data.records[0]!;

    expect((await as(owner.token, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: '!!' })).code).toBe(
      'A0400',
    );
    expect(
      (await as(reader, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: 'SF100200' })).code,
    ).toBe('A5202');
    const shipped = await as(owner.token, lotteryApi.ship, {
      winnerId: mine.winnerId,
      trackingNo: 'SF100200',
    });
    expect(shipped.data).toMatchObject({ status: 'shipped', trackingNo: 'SF100200' });
    const at = shipped.data.shippedAt!;
    await later(DAY);
    const again = await as(owner.token, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: 'SF100200' });
    expect(again.data).toMatchObject({ trackingNo: 'SF100200', shippedAt: at });
    const fixed = await as(owner.token, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: 'SF100201' });
    expect(fixed.data).toMatchObject({ trackingNo: 'SF100201', shippedAt: at });

    const view = await t.api(lotteryApi.result, { ticket: mug.resultTicket! });
    expect(view.body.data.prize).toMatchObject({
      kind: 'physical',
      status: 'shipped',
      trackingNo: 'SF100201',
      shippedAt: at,
    });
    const list = await as(owner.token, prizeApi.claims, {
      surveyCode: p.code,
      lotteryId: id,
      state: 'shipped',
    });
    expect(list.data.records[0]).toMatchObject({
      trackingNo: 'SF100201',
      trackingEditableUntil: at + 7 * DAY,
    });
    expect(
      (await as(owner.token, prizeApi.overview, { surveyCode: p.code })).data.lotteries[0]!.prizes[1],
    ).toMatchObject({
      claimed: 1,
      shipped: 1,
    });

    await later(7 * DAY);
    expect(
      (await as(owner.token, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: 'SF999999' })).code,
    ).toBe('A2074');
    expect(
      (await as(owner.token, lotteryApi.ship, { winnerId: mine.winnerId, trackingNo: 'SF100201' })).code,
    ).toBe('00000');
  });
});

describe('export', () => {
  it('writes the claims with whole contact details for the launch right only', async () => {
    const { p, id, receipts } = await drawnLottery();
    await claim(receipts[1]!.claimToken!, { name: 'Li Lei', phone: '13900139000', address: '1 Park Road' });
    expect((await as(reader, prizeApi.export, { surveyCode: p.code, lotteryId: id })).code).toBe('A5202');
    const task = await as(
      owner.token,
      prizeApi.export,
      { surveyCode: p.code, lotteryId: id, state: 'claimed' },
      { 'accept-language': 'en' },
    );
    expect(task.data).toMatchObject({ subType: 19, status: 'waiting' });
    expect((await finishedTask(t, owner.token, task.data.id)).status).toBe('done');
    const rows = await readSheet(await downloadBytes(t, owner.token, task.data.id));
    expect(rows[0]).toContain('Tracking no.');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['Mug', 'Physical', 'Claimed', 'Li Lei', '13900139000', '1 Park Road']),
    );
  });
});

describe('one coupon or physical prize per device and phone number', () => {
  it('refuses a second claim from the device that answered, or with the same phone, A2073; other devices pass', async () => {
    const run = await runningLottery(t, owner.token, owner.id, {
      prizes: [physicalPrize({ stock: 5, claimFields: [{ key: 'name' }, { key: 'phone' }] })],
    });
    const one = respondent(t, randomIp());
    const first = (await one.submit(submission(run.p))).data.lottery!;
    const second = (await one.submit(submission(run.p))).data.lottery!;
    const third = (await respondent(t, randomIp()).submit(submission(run.p))).data.lottery!;
    const fourth = (await respondent(t, randomIp()).submit(submission(run.p))).data.lottery!;
    expect((await claim(first.claimToken!, { name: 'A', phone: '13800000001' })).code).toBe('00000');
    // A repeat of the same claim answers as before.
    expect((await claim(first.claimToken!, { name: 'A', phone: '13800000001' })).code).toBe('00000');
    expect((await claim(second.claimToken!, { name: 'A2', phone: '13800000002' })).code).toBe('A2073');
    expect((await claim(third.claimToken!, { name: 'B', phone: '+86 138 0000 0001' })).code).toBe('A2073');
    expect((await claim(fourth.claimToken!, { name: 'C', phone: '13800000003' })).code).toBe('00000');
  });

  it('a coupon counts the device too', async () => {
    const run = await runningLottery(t, owner.token, owner.id, {
      prizes: [couponPrize({ codes: ['K-1', 'K-2'] })],
    });
    const one = respondent(t, randomIp());
    const first = (await one.submit(submission(run.p))).data.lottery!;
    const second = (await one.submit(submission(run.p))).data.lottery!;
    expect((await claim(first.claimToken!, {})).data.couponCode).toBe('K-1');
    expect((await claim(second.claimToken!, {})).code).toBe('A2073');
  });
});
