import {
  type AnswerOf,
  type CallInput,
  DESIGNER_CLIENT_SECRET,
  type Endpoint,
  type Envelope,
  queryValuesOf,
  signRequest,
  splitInput,
} from '@cairn/contract';
import type { Page } from 'playwright-core';

export interface EndpointCallOptions {
  /** The edit version (x-node-v) of a design edit. */
  version?: number;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint of the contract's description as the logged-in page's user, signed like the
 * designer (contract `splitInput` places path parameters, query and body). Throws on any code
 * other than 00000, naming the call.
 */
export async function callEndpoint<E extends Endpoint>(
  page: Page,
  endpoint: E,
  input: CallInput<E>,
  options: EndpointCallOptions = {},
): Promise<AnswerOf<E>> {
  const { path, query, body } = splitInput(endpoint, input as Record<string, unknown>);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const time = Date.now();
  const search = params.toString();
  const response = await fetch(`${new URL(page.url()).origin}/api${path}${search ? `?${search}` : ''}`, {
    method: endpoint.method,
    headers: {
      Authorization: `Bearer ${token}`,
      time: String(time),
      sign: signRequest(queryValuesOf(params), body, time, DESIGNER_CLIENT_SECRET),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(options.version !== undefined ? { 'x-node-v': String(options.version) } : {}),
      ...options.headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<AnswerOf<E>>;
  if (envelope.code !== '00000')
    throw new Error(`${endpoint.path} answered ${envelope.code} ${envelope.message}`);
  return envelope.data as AnswerOf<E>;
}
