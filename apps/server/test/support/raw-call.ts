import { type Endpoint, splitInput } from '@cairn/contract';
import type { TestApp } from './test-app.ts';

/**
 * Sends what the typed client cannot (a field of the wrong type, a missing one) to a described
 * endpoint, as `token`'s user: the path, query and body are placed by the contract's `splitInput`,
 * so the call still goes where the description says. Answers the envelope.
 */
export async function rawCall(t: TestApp, token: string, endpoint: Endpoint, input: Record<string, unknown>) {
  const { path, query, body } = splitInput(endpoint, input);
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) sent[key] = String(value);
  return (await t.call(endpoint.method, `/api${path}`, { token, query: sent, ...(body ? { body } : {}) }))
    .body;
}
