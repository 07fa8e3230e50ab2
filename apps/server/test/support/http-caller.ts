import { DESIGNER_CLIENT_SECRET, type HttpMethod, type QueryValues, signRequest } from '@cairn/contract';
import type { Database } from '../../src/db/client.ts';
import { describedCaller } from './inject-call.ts';
import type { CallOptions, Envelope, TestApp } from './test-app.ts';

/**
 * `injectCaller` over real HTTP to a running server: the same signed calls, through fetch. A
 * connection reset or refusal rejects (fetch's TypeError), which the fault tests count.
 */
export function fetchCaller(base: string) {
  return async function call<T>(method: HttpMethod, url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const query = options.query ?? {};
    if (options.sign !== false) {
      const time = Date.now();
      headers.time = String(time);
      headers.sign = signRequest(query as QueryValues, options.body, time, DESIGNER_CLIENT_SECRET);
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
    const qs = search.toString();
    const response = await fetch(`${base}${url}${qs ? `?${qs}` : ''}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
}

/**
 * Enough of a TestApp for the support helpers that only call the API and read the database
 * (`registerAndLogin`, `newSurvey`, `designSession`, `publishedSurvey`), against a running server.
 */
export function httpTestApp(base: string, database: Database): TestApp {
  const call = fetchCaller(base);
  return { call, api: describedCaller(call), database } as unknown as TestApp;
}
