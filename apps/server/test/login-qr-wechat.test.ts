import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { thirdPartyAuthApi, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrTickets } from '../src/db/schema/index.ts';
import { createWechatMessagingApp } from '../src/modules/messaging/wechat/wechat-app.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A fake of WeChat's API on this machine: tokens tok1, tok2, …; a QR code per create call whose
 * url names its scene. `kill(code)` makes the current token answer `code` from then on, as when
 * WeChat drops it early; `refuseAll` makes every token fail.
 */
interface QrBody {
  expire_seconds: number;
  action_name: string;
  action_info: { scene: { scene_str: string } };
}

function fakeWechat() {
  const fake = { tokens: 0, qrs: [] as { token: string; body: QrBody }[], refuseAll: false };
  const dead = new Map<string, number>();
  const answer = (res: ServerResponse, json: unknown) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(json));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
      if (
        q.get('grant_type') !== 'client_credential' ||
        q.get('appid') !== 'wxapp' ||
        q.get('secret') !== 'sec'
      )
        return answer(res, { errcode: 40013, errmsg: 'invalid appid' });
      fake.tokens++;
      return answer(res, { access_token: `tok${fake.tokens}`, expires_in: 7200 });
    }
    if (req.method === 'POST' && url.pathname === '/cgi-bin/qrcode/create') {
      const token = q.get('access_token') ?? '';
      if (fake.refuseAll) return answer(res, { errcode: 40001, errmsg: 'invalid credential' });
      if (dead.has(token)) return answer(res, { errcode: dead.get(token), errmsg: 'access_token expired' });
      if (token !== `tok${fake.tokens}`) return answer(res, { errcode: 40001, errmsg: 'invalid credential' });
      const parsed = JSON.parse(body) as QrBody;
      fake.qrs.push({ token, body: parsed });
      return answer(res, {
        ticket: `gQ${fake.qrs.length}`,
        expire_seconds: parsed.expire_seconds,
        url: `http://weixin.qq.com/q/${parsed.action_info.scene.scene_str}`,
      });
    }
    res.statusCode = 404;
    res.end();
  });
  return { fake, server, kill: (code: number) => dead.set(`tok${fake.tokens}`, code) };
}

const WECHAT_TOKEN = 'tok123';
const PATH = '/messaging/wechat/callback';
const { fake, server, kill } = fakeWechat();
let t: TestApp;
let alice: string;
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    messaging: (now) =>
      createWechatMessagingApp({ appId: 'wxapp', appSecret: 'sec', token: WECHAT_TOKEN, apiBase }, now),
  });
  alice = (await registerAndLogin(t, 'alice')).token;
}, 180_000);
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});

/** The query WeChat signs a push with, worked out here apart from the adapter. */
function signed(extra: Record<string, string> = {}, token = WECHAT_TOKEN) {
  const timestamp = String(Math.floor(t.deps.now() / 1000));
  const nonce = `n${Math.random().toString(36).slice(2)}`;
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp, nonce, ...extra }).toString();
}
const xmlPush = (openId: string, event: string, key: string) =>
  `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${openId}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${key}]]></EventKey><Ticket><![CDATA[gQ1]]></Ticket></xml>`;
const post = (payload: string, query = signed()) =>
  t.app.inject({
    method: 'POST',
    url: `${PATH}?${query}`,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    payload,
  });
const loginTicket = async () => (await t.api(thirdPartyAuthApi.qrTicket, {})).body.data.ticket;
const pollLogin = async (ticket: string) => (await t.api(thirdPartyAuthApi.breathe, { ticket })).body.data;
const pollBind = async (ticket: string) =>
  (await t.api(thirdPartyAuthApi.bindBreathe, { ticket }, { token: alice })).body.data;
const OPENID = 'oX7Yw5wE3nFq_2vQm-9aBcDeFgHi';

describe('WeChat official-account QR login (MESSAGING_APP=wechat, against a fake WeChat)', () => {
  it('makes a temporary QR code per ticket whose scene is the ticket; the code holds its url', async () => {
    const made = await t.api(thirdPartyAuthApi.bindTicket, {}, { token: alice });
    expect(made.body.code).toBe('00000');
    const { ticket, qrContent, simulated } = made.body.data;
    expect(qrContent).toBe(`http://weixin.qq.com/q/${ticket}`);
    // Only the phone app reads WeChat's code: the login page offers no link to open it here.
    expect(simulated).toBe(false);
    expect(fake.qrs.at(-1)).toEqual({
      token: 'tok1',
      body: {
        expire_seconds: 120,
        action_name: 'QR_STR_SCENE',
        action_info: { scene: { scene_str: ticket } },
      },
    });
  });

  it('answers the address check: echostr when signed, 401 otherwise, 400 without echostr', async () => {
    const good = await t.app.inject({ url: `${PATH}?${signed({ echostr: 'echo-42' })}` });
    expect([good.statusCode, good.body]).toEqual([200, 'echo-42']);
    const bad = await t.app.inject({ url: `${PATH}?${signed({ echostr: 'echo-42' }, 'other')}` });
    expect([bad.statusCode, bad.body]).toEqual([401, 'Bad signature']);
    expect((await t.app.inject({ url: `${PATH}?echostr=x` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${PATH}?${signed()}` })).statusCode).toBe(400);
  });

  it('binds on a SCAN push; a bad signature or malformed XML touches nothing', async () => {
    const { ticket } = (await t.api(thirdPartyAuthApi.bindTicket, {}, { token: alice })).body.data;
    expect((await post(xmlPush(OPENID, 'SCAN', ticket), signed({}, 'forged'))).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'text/xml' },
      payload: xmlPush(OPENID, 'SCAN', ticket),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await post(`<xml><FromUserName>${OPENID}</FromUserName><Event>SCAN`)).statusCode).toBe(400);
    expect((await post(`<!DOCTYPE x [<!ENTITY e "e">]>${xmlPush(OPENID, 'SCAN', ticket)}`)).statusCode).toBe(
      400,
    );
    expect(await pollBind(ticket)).toEqual({ state: 0, snsId: null });

    const scanned = await post(xmlPush(OPENID, 'SCAN', ticket));
    expect([scanned.statusCode, scanned.body]).toEqual([200, 'success']);
    expect(await pollBind(ticket)).toEqual({ state: 1, snsId: OPENID });
    const third = await t.api(thirdPartyAuthApi.third, {}, { token: alice });
    expect(third.body.data).toEqual([expect.objectContaining({ provider: 'wechat', kind: 'messaging' })]);
  });

  it('logs in on a subscribe push from the code (qrscene_ + ticket), and on a SCAN push', async () => {
    for (const [event, prefix] of [
      ['subscribe', 'qrscene_'],
      ['SCAN', ''],
    ] as const) {
      const ticket = await loginTicket();
      // Pushes that are not a scan are answered and change nothing.
      expect((await post(xmlPush(OPENID, 'CLICK', ticket))).body).toBe('success');
      expect(await pollLogin(ticket)).toEqual({ state: 0, tokens: null });
      expect((await post(xmlPush(OPENID, event, `${prefix}${ticket}`))).body).toBe('success');
      const polled = await pollLogin(ticket);
      expect(polled.state).toBe(1);
      const info = await t.api(usersApi.info, {}, { token: polled.tokens!.token });
      expect(info.body.data.username).toBe('alice');
      // WeChat's retry of the same push finds the ticket used.
      expect((await post(xmlPush(OPENID, event, `${prefix}${ticket}`))).body).toBe('success');
      expect(await pollLogin(ticket)).toEqual({ state: 3, tokens: null });
    }
  });

  it('keeps the access token until shortly before it expires, then asks again', async () => {
    expect(fake.tokens).toBe(1);
    t.advance((7200 - 301) * 1000);
    await loginTicket();
    expect(fake.tokens).toBe(1);
    t.advance(2000);
    await loginTicket();
    expect([fake.tokens, fake.qrs.at(-1)?.token]).toEqual([2, 'tok2']);
  });

  it('asks for a new token once when WeChat calls it stale (40001, 42001)', async () => {
    for (const code of [40001, 42001]) {
      const before = fake.tokens;
      kill(code);
      const ticket = await loginTicket();
      expect(fake.tokens).toBe(before + 1);
      expect(fake.qrs.at(-1)).toMatchObject({ token: `tok${before + 1}` });
      expect(await pollLogin(ticket)).toEqual({ state: 0, tokens: null });
    }
    // Only once: when the new token fails too, the call fails and leaves no ticket behind.
    fake.refuseAll = true;
    const before = { tokens: fake.tokens, rows: (await t.database.db.select().from(qrTickets)).length };
    try {
      expect((await t.api(thirdPartyAuthApi.qrTicket, {})).body.code).toBe('B0001');
    } finally {
      fake.refuseAll = false;
    }
    expect(fake.tokens).toBe(before.tokens + 1);
    expect((await t.database.db.select().from(qrTickets)).length).toBe(before.rows);
  });
});
