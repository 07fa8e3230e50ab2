import { DESIGNER_CLIENT_SECRET, type QueryValues, signRequest } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { CallOptions, Envelope } from './test-app.ts';

/**
 * Calls the app in process the way the designer client does: bearer token, request signature
 * with the app's clock, JSON or form body. Used by the API tests and the benchmarks.
 */
export function injectCaller(app: FastifyInstance, clock: () => number) {
  return async function call<T>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const query = options.query ?? {};
    if (options.sign !== false) {
      const time = typeof options.sign === 'number' ? options.sign : clock();
      headers.time = String(time);
      headers.sign =
        options.sign === 'wrong'
          ? '0'.repeat(64)
          : signRequest(query as QueryValues, options.body, time, DESIGNER_CLIENT_SECRET);
    }
    let payload: string | undefined;
    if (options.body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(options.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.body);
      }
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
    const qs = search.toString();
    const response = await app.inject({ method, url: qs ? `${url}?${qs}` : url, headers, payload });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  };
}
