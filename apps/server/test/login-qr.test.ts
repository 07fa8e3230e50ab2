import { authApi, QR_TICKET_TTL_MS, thirdPartyAuthApi, usersApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { basicAuth, createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let aliceId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await registerAndLogin(t, 'alice')).token;
  bob = (await registerAndLogin(t, 'bob')).token;
  aliceId = (await t.api(usersApi.info, {}, { token: alice })).body.data.id;
  // Two argon2 registrations and a fresh database: slow on a loaded machine, not a result.
}, 180_000);
afterAll(() => t.close());

/** The simulator page's form post: the phone scans `ticket` as `openId`. */
async function scan(ticket: string, openId: string, nickname = 'Phone') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/messaging/scan',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ticket, openId, nickname }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}
const loginTicket = async () => (await t.api(thirdPartyAuthApi.qrTicket, {})).body.data.ticket;
const bindTicket = (token: string) => t.api(thirdPartyAuthApi.bindTicket, {}, { token });
const pollLogin = async (ticket: string) => (await t.api(thirdPartyAuthApi.breathe, { ticket })).body;
const pollBind = async (token: string, ticket: string) =>
  (await t.api(thirdPartyAuthApi.bindBreathe, { ticket }, { token })).body;
const audits = (action: 'third.bind' | 'third.unbind') =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetUserId, aliceId), eq(auditEvents.action, action)));

describe('QR binding and login through the simulator', () => {
  it('a login ticket scanned by an unbound messaging account answers 4, nothing else', async () => {
    const ticket = await loginTicket();
    expect((await pollLogin(ticket)).data).toEqual({ state: 0, tokens: null });
    await scan(ticket, 'wx-nobody');
    expect((await pollLogin(ticket)).data).toEqual({ state: 4, tokens: null });
  });

  it('binds: the ticket shows the simulator address, the poll goes 0 → 1 with the snsId, audited', async () => {
    const made = await bindTicket(alice);
    expect(made.body.code).toBe('00000');
    const { ticket, qrContent, simulated } = made.body.data;
    expect(qrContent).toBe(`https://cairn.test/dev/messaging/scan?ticket=${ticket}`);
    expect(simulated).toBe(true);
    expect((await pollBind(alice, ticket)).data).toEqual({ state: 0, snsId: null });
    // Another user polling alice's ticket learns nothing (2, as an unknown ticket).
    expect((await pollBind(bob, ticket)).data).toEqual({ state: 2, snsId: null });
    expect(await scan(ticket, 'wx-alice', 'Alice phone')).toContain('Done');
    expect((await pollBind(alice, ticket)).data).toEqual({ state: 1, snsId: 'wx-alice' });
    const third = await t.api(thirdPartyAuthApi.third, {}, { token: alice });
    expect(third.body.data).toEqual([
      expect.objectContaining({ provider: 'wechat', kind: 'messaging', nickname: 'Alice phone' }),
    ]);
    expect(await audits('third.bind')).toHaveLength(1);
    // One messaging account per Cairn account: a second bind ticket is refused.
    expect((await bindTicket(alice)).body.code).toBe('A2025');
  });

  it('logs in with a scan by the bound account: tokens once (1), then 3', async () => {
    const ticket = await loginTicket();
    await scan(ticket, 'wx-alice');
    const first = await pollLogin(ticket);
    expect(first.data.state).toBe(1);
    const info = await t.api(usersApi.info, {}, { token: first.data.tokens!.token });
    expect(info.body.data.username).toBe('alice');
    const refreshed = await t.api(
      authApi.token,
      { refreshToken: first.data.tokens!.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(refreshed.body.code).toBe('00000');
    expect((await pollLogin(ticket)).data).toEqual({ state: 3, tokens: null });
    // A second scan of a used ticket changes nothing.
    expect(await scan(ticket, 'wx-alice')).toContain('already scanned');
  });

  it('answers 5 when the scanning messaging account is bound to another account', async () => {
    const { ticket } = (await bindTicket(bob)).body.data;
    expect(await scan(ticket, 'wx-alice')).toContain('another account');
    expect((await pollBind(bob, ticket)).data).toEqual({ state: 5, snsId: 'wx-alice' });
    const third = await t.api(thirdPartyAuthApi.third, {}, { token: bob });
    expect(third.body.data).toEqual([]);
  });

  it('expires tickets: 2 after their time (clock moved), and for unknown tickets', async () => {
    const login = await loginTicket();
    const { ticket: bind } = (await bindTicket(bob)).body.data;
    t.advance(QR_TICKET_TTL_MS + 1);
    expect((await pollLogin(login)).data.state).toBe(2);
    expect((await pollBind(bob, bind)).data.state).toBe(2);
    expect(await scan(login, 'wx-alice')).toContain('expired');
    expect((await pollLogin('A'.repeat(32))).data).toEqual({ state: 2, tokens: null });
  });

  it('keeps the lockout: a locked account gets A2027 from the poll, and its ticket waits', async () => {
    const ticket = await loginTicket();
    await scan(ticket, 'wx-alice');
    for (let i = 0; i < 5; i++)
      await t.api(authApi.token, { username: 'alice', password: 'wrong-pass-1' }, { headers: basicAuth });
    expect((await pollLogin(ticket)).code).toBe('A2027');
    t.advance(5 * 60 * 1000 + 1);
  });

  it('unbinds: audited, the next scan opens nothing (4), a second unbind answers A2006', async () => {
    expect((await t.api(thirdPartyAuthApi.unbound, {}, { token: alice })).body.code).toBe('00000');
    expect(await audits('third.unbind')).toHaveLength(1);
    const ticket = await loginTicket();
    await scan(ticket, 'wx-alice');
    expect((await pollLogin(ticket)).data.state).toBe(4);
    expect((await t.api(thirdPartyAuthApi.unbound, {}, { token: alice })).body.code).toBe('A2006');
    expect((await t.api(thirdPartyAuthApi.third, {}, { token: alice })).body.data).toEqual([]);
  });

  it('answers A2006 for tickets when no messaging app is configured', async () => {
    const app = t.deps.messaging;
    t.deps.messaging = undefined;
    try {
      expect((await t.api(thirdPartyAuthApi.qrTicket, {})).body.code).toBe('A2006');
      expect((await bindTicket(alice)).body.code).toBe('A2006');
    } finally {
      t.deps.messaging = app;
    }
  });
});
