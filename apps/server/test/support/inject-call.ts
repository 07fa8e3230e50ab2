import {
  type AnswerOf,
  type CallInput,
  DESIGNER_CLIENT_SECRET,
  type Endpoint,
  type HttpMethod,
  type QueryValues,
  signRequest,
  splitInput,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { CallOptions, Envelope } from './test-app.ts';

/** Options of a described call (`t.api`): the caller's token, the edit version, extra headers, the signature. */
export interface ApiCallOptions extends Pick<CallOptions, 'token' | 'headers' | 'sign' | 'form'> {
  /** The edit version (x-node-v) of a design edit. */
  version?: number;
}

/**
 * Calls an endpoint of the contract's description the way every client does (contract
 * `splitInput`): path parameters, query and body from one flat input. The answer is typed by it.
 */
export function describedCaller(call: ReturnType<typeof injectCaller>) {
  return async function api<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    options: ApiCallOptions = {},
  ) {
    const { path, query, body } = splitInput(endpoint, input as Record<string, unknown>);
    const headers = { ...options.headers };
    if (options.version !== undefined) headers['x-node-v'] = String(options.version);
    const stringQuery: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      stringQuery[key] = Array.isArray(value) ? value.map(String) : String(value);
    }
    return call<AnswerOf<E>>(endpoint.method, `/api${path}`, {
      ...options,
      headers,
      query: stringQuery,
      ...(body !== undefined ? { body } : {}),
    });
  };
}

/**
 * Calls the app in process the way the designer client does: bearer token, request signature
 * with the app's clock, JSON or form body. Used by the API tests and the benchmarks.
 */
export function injectCaller(app: FastifyInstance, clock: () => number) {
  return async function call<T>(method: HttpMethod, url: string, options: CallOptions = {}) {
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
