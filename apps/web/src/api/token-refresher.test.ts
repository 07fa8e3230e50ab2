import { ZUser } from '@cairn/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { after, envelope, type SentRequest, setupClient, T0 } from './test-support.ts';

const user = {
  id: 1,
  username: 'ada',
  mobile: null,
  email: null,
  organizationId: null,
  userCode: 'U1',
  level: 0,
  permissions: [],
  thirdType: null,
  recognizeId: 0,
  avatar: null,
};
const newTokens = { token: 'new-access', refreshToken: 'new-refresh', expired: T0 + 15 * 60_000 };
const isTokenCall = (req: SentRequest) => req.url === '/api/auth/oauth/token';
const getInfo = (client: ReturnType<typeof setupClient>['client']) =>
  client.request({ method: 'GET', path: '/designer/v1/users/info', parse: ZUser });

describe('token refresh (single flight)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('runs exactly one refresh for three parallel calls near expiry and replays all with the new token', async () => {
    const { client, sent, tokens } = setupClient({
      tokens: { token: 'old-access', refreshToken: 'old-refresh', expired: T0 + 10_000 },
      handler: (req) => (isTokenCall(req) ? after(200, () => envelope(newTokens)) : envelope(user)),
    });
    const calls = Promise.all([getInfo(client), getInfo(client), getInfo(client)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1); // only the refresh is out; the three calls wait for it
    await vi.advanceTimersByTimeAsync(200);
    const results = await calls;

    expect(results.map((u) => u.username)).toEqual(['ada', 'ada', 'ada']);
    const refreshes = sent.filter(isTokenCall);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers.Authorization).toMatch(/^Basic /);
    expect(refreshes[0]!.body).toEqual({ refreshToken: 'old-refresh', accessToken: 'old-access', type: 9 });
    const replays = sent.filter((r) => !isTokenCall(r));
    expect(replays).toHaveLength(3);
    for (const r of replays) expect(r.headers.Authorization).toBe('Bearer new-access');
    expect(tokens.get()).toEqual(newTokens);
  });

  it('refreshes when the expiry has already passed', async () => {
    const { client, sent } = setupClient({
      tokens: { token: 'old-access', refreshToken: 'old-refresh', expired: T0 - 1 },
      handler: (req) => (isTokenCall(req) ? envelope(newTokens) : envelope(user)),
    });
    await getInfo(client);
    expect(sent.map((r) => r.url)).toEqual(['/api/auth/oauth/token', '/api/designer/v1/users/info']);
  });

  it('does not refresh when the token is far from expiry, and does once time reaches the window', async () => {
    const { client, sent } = setupClient({
      tokens: { token: 'old-access', refreshToken: 'old-refresh', expired: T0 + 15 * 60_000 },
      handler: (req) => (isTokenCall(req) ? envelope(newTokens) : envelope(user)),
    });
    await getInfo(client);
    await getInfo(client);
    expect(sent.filter(isTokenCall)).toHaveLength(0);
    expect(sent.every((r) => r.headers.Authorization === 'Bearer old-access')).toBe(true);

    vi.setSystemTime(T0 + 15 * 60_000 - 20_000); // exactly 20 s before expiry
    await getInfo(client);
    expect(sent.filter(isTokenCall)).toHaveLength(1);
    expect(sent.at(-1)!.headers.Authorization).toBe('Bearer new-access');
  });

  it('logs out once and rejects every waiting call when the refresh fails', async () => {
    const { client, sent, tokens, effects } = setupClient({
      tokens: { token: 'old-access', refreshToken: 'old-refresh', expired: T0 + 5_000 },
      handler: (req) =>
        isTokenCall(req) ? after(100, () => envelope(null, 'A0401', 'expired')) : envelope(user),
    });
    const calls = Promise.allSettled([getInfo(client), getInfo(client), getInfo(client)]);
    await vi.advanceTimersByTimeAsync(100);
    const settled = await calls;

    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const reason = (s as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ code: 'REFRESH_FAILED', handledGlobally: true });
    }
    expect(sent.filter((r) => !isTokenCall(r))).toHaveLength(0);
    expect(tokens.get()).toBeNull();
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh call cannot reach the server', async () => {
    const { client, effects, tokens } = setupClient({
      tokens: { token: 'a', refreshToken: 'r', expired: T0 },
      handler: (req) => (isTokenCall(req) ? Promise.reject(new TypeError('offline')) : envelope(user)),
    });
    await expect(getInfo(client)).rejects.toMatchObject({ code: 'REFRESH_FAILED' });
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
  });

  it('sends no Authorization header without a session', async () => {
    const { client, sent } = setupClient({ handler: () => envelope(user) });
    await getInfo(client);
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });
});
