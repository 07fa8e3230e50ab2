import { z } from 'zod';

export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** The Token of the account's server settings: WeChat signs its pushes with it. */
  token: string;
  /** https://api.weixin.qq.com, or a fake in tests. */
  apiBase: string;
}

const ZFailure = z.object({ errcode: z.number().int(), errmsg: z.string().optional() });
const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ZQrCode = z.object({ ticket: z.string().min(1), url: z.string().min(1) });

/** errcode 40001 (invalid credential) and 42001 (expired): the token went stale before its time. */
const STALE_TOKEN = new Set([40001, 42001]);
/** WeChat's tokens live 7200 s; asking again a little before leaves no gap (nor a stampede). */
const REFRESH_MARGIN_S = 300;

export class WechatApiError extends Error {
  constructor(
    readonly path: string,
    readonly errcode: number | null,
    detail: string,
  ) {
    super(`WeChat ${path}: ${detail}`);
  }
}

/**
 * The official-account API calls QR login needs: the access token (kept until shortly before it
 * expires, one request at a time) and temporary QR codes with a string scene.
 */
export function createWechatApi(
  config: Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBase'>,
  now: () => number,
  fetchImpl: typeof fetch = fetch,
) {
  const base = config.apiBase.replace(/\/$/, '');
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request<T extends z.ZodType>(path: string, answer: T, body?: unknown): Promise<z.infer<T>> {
    const response = await fetchImpl(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const route = path.split('?')[0]!;
    if (!response.ok) throw new WechatApiError(route, null, `HTTP ${response.status}`);
    const json: unknown = await response.json();
    const failure = ZFailure.safeParse(json);
    // WeChat answers errors with HTTP 200 and an errcode (0 on some successes).
    if (failure.success && failure.data.errcode !== 0)
      throw new WechatApiError(
        route,
        failure.data.errcode,
        `${failure.data.errcode} ${failure.data.errmsg ?? ''}`,
      );
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new WechatApiError(route, null, 'unexpected answer');
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: config.appId,
      secret: config.appSecret,
    });
    const answer = await request(`/cgi-bin/token?${query}`, ZToken);
    const margin = Math.min(REFRESH_MARGIN_S, answer.expires_in / 2);
    cached = { token: answer.access_token, until: now() + (answer.expires_in - margin) * 1000 };
    return answer.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.until) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A call with the token; a token WeChat calls stale is dropped and the call made once more. */
  async function withToken<T extends z.ZodType>(path: string, answer: T, body: unknown): Promise<z.infer<T>> {
    const token = await accessToken();
    try {
      return await request(`${path}?access_token=${encodeURIComponent(token)}`, answer, body);
    } catch (error) {
      if (!(error instanceof WechatApiError && error.errcode !== null && STALE_TOKEN.has(error.errcode)))
        throw error;
      // Only if no other call has refreshed it meanwhile.
      if (cached?.token === token) cached = null;
      const fresh = await accessToken();
      return request(`${path}?access_token=${encodeURIComponent(fresh)}`, answer, body);
    }
  }

  return {
    accessToken,
    /** A temporary QR code whose scans WeChat pushes with `scene` as the event key; its url. */
    async createQrCode(scene: string, expireSeconds: number) {
      return withToken('/cgi-bin/qrcode/create', ZQrCode, {
        expire_seconds: expireSeconds,
        action_name: 'QR_STR_SCENE',
        action_info: { scene: { scene_str: scene } },
      });
    },
  };
}
