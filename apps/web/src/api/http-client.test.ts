import { signRequest, ZUser } from '@cairn/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nullData } from './parser.ts';
import { envelope, setupClient, T0 } from './test-support.ts';

const session = { token: 'tok', refreshToken: 'ref', expired: T0 + 60 * 60_000 };
const errorWith =
  (code: string, message = `server says ${code}`) =>
  () =>
    envelope(null, code, message);
const post = (client: ReturnType<typeof setupClient>['client'], handles?: readonly string[]) =>
  client.request({
    method: 'POST',
    path: '/designer/v1/users/update',
    body: { email: null },
    parse: nullData,
    handles,
  });

describe('http client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('signs every request with time and sign, sends language, bearer and repeated array params', async () => {
    const { client, sent } = setupClient({ tokens: session, handler: () => envelope(null) });
    await client.request({
      method: 'GET',
      path: '/designer/v1/things',
      query: { ids: [3, 1], name: 'a b', skip: undefined },
      parse: nullData,
    });
    const req = sent[0]!;
    expect(req.url).toBe('/api/designer/v1/things?ids=3&ids=1&name=a+b');
    expect(req.headers.time).toBe(String(T0));
    expect(req.headers.sign).toBe(signRequest({ ids: ['3', '1'], name: 'a b' }, undefined, T0, 'designer'));
    expect(req.headers['Accept-Language']).toBe('en');
    expect(req.headers.Authorization).toBe('Bearer tok');
  });

  it('signs the JSON body as sent', async () => {
    const { client, sent } = setupClient({ tokens: session, handler: () => envelope(null) });
    await post(client);
    expect(sent[0]!.body).toEqual({ email: null });
    expect(sent[0]!.headers.sign).toBe(signRequest({}, { email: null }, T0, 'designer'));
  });

  it('returns data parsed by the caller schema', async () => {
    const user = { id: 1, username: 'a', mobile: null, email: null, organizationId: null, userCode: 'U' };
    const full = {
      ...user,
      level: 1,
      permissions: [{ code: 'X' }],
      thirdType: null,
      recognizeId: 0,
      avatar: null,
    };
    const { client } = setupClient({ tokens: session, handler: () => envelope(full) });
    await expect(client.request({ method: 'GET', path: '/x', parse: ZUser })).resolves.toEqual(full);
  });

  it('toasts the server message for toast codes and rejects', async () => {
    const { client, effects } = setupClient({ tokens: session, handler: errorWith('A0403') });
    await expect(post(client)).rejects.toMatchObject({ code: 'A0403', handledGlobally: true });
    expect(effects.toast).toHaveBeenCalledWith('server says A0403');
  });

  it('leaves silent codes and codes the caller handles to the caller', async () => {
    const { client, effects } = setupClient({ tokens: session, handler: errorWith('A2002') });
    await expect(post(client)).rejects.toMatchObject({
      code: 'A2002',
      message: 'server says A2002',
      handledGlobally: false,
    });
    const other = setupClient({ tokens: session, handler: errorWith('A2011') });
    await expect(post(other.client, ['A2011'])).rejects.toMatchObject({
      code: 'A2011',
      handledGlobally: false,
    });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(other.effects.toast).not.toHaveBeenCalled();
  });

  it('logs out on A0401 or HTTP 401, once for concurrent failures', async () => {
    const { client, effects, tokens } = setupClient({
      tokens: session,
      handler: () => new Response('', { status: 401 }),
    });
    await Promise.allSettled([post(client), post(client)]);
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('inside a frame shows one reminder instead of logging out', async () => {
    const { client, effects, tokens } = setupClient({
      tokens: session,
      inFrame: true,
      handler: errorWith('A0401'),
    });
    await Promise.allSettled([post(client), post(client), post(client)]);
    expect(effects.showFrameReminder).toHaveBeenCalledTimes(1);
    expect(effects.logout).not.toHaveBeenCalled();
    expect(tokens.get()).not.toBeNull();
  });

  it('on A5202 stores a fresh expiry (so the next call refreshes) and shows the message', async () => {
    const { client, effects, tokens } = setupClient({ tokens: session, handler: errorWith('A5202') });
    await expect(post(client)).rejects.toMatchObject({ code: 'A5202' });
    expect(tokens.get()!.expired).toBe(T0);
    expect(effects.toast).toHaveBeenCalledWith('server says A5202');
  });

  it('goes to 404 on A4002', async () => {
    const { client, effects } = setupClient({ tokens: session, handler: errorWith('A4002') });
    await expect(post(client)).rejects.toMatchObject({ code: 'A4002' });
    expect(effects.goNotFound).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'Invalid parameter'],
    [500, 'Server error, please try again later'],
    [502, 'Network error, please try again later'],
    [503, 'Network error, please try again later'],
  ])('maps HTTP %i without an envelope to its message', async (status, message) => {
    const { client, effects } = setupClient({
      tokens: session,
      handler: () => new Response('oops', { status }),
    });
    await expect(post(client)).rejects.toMatchObject({ code: 'HTTP', httpStatus: status, message });
    expect(effects.toast).toHaveBeenCalledWith(message);
  });

  it('reports a network failure with the network message', async () => {
    const { client, effects } = setupClient({
      tokens: session,
      handler: () => Promise.reject(new TypeError('x')),
    });
    await expect(post(client)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(effects.toast).toHaveBeenCalledWith('Network error, please try again later');
  });

  it('re-arms logout handling when a new session starts', async () => {
    const { client, effects } = setupClient({ tokens: session, handler: errorWith('A0401') });
    await post(client).catch(() => {});
    client.startSession(session);
    await post(client).catch(() => {});
    expect(effects.logout).toHaveBeenCalledTimes(2);
  });
});
