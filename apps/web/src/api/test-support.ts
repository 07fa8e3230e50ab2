import type { Tokens } from '@cairn/contract';
import { vi } from 'vitest';
import { type ClientEffects, createHttpClient } from './http-client.ts';
import { createMemoryStorage, createStorageTokenStore } from './token-store.ts';

/** Test helpers for the API client: a scripted fetch, recorded effects, an in-memory token store. */
export const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

export function envelope(data: unknown, code = '00000', message = 'ok'): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (req: SentRequest) => Response | Promise<Response>;

export function setupClient(options: { tokens?: Tokens; inFrame?: boolean; handler: Handler }) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: SentRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(req);
    return options.handler(req);
  });
  const effects = {
    toast: vi.fn<ClientEffects['toast']>(),
    isInFrame: vi.fn(() => options.inFrame ?? false),
    showFrameReminder: vi.fn<ClientEffects['showFrameReminder']>(),
    logout: vi.fn<ClientEffects['logout']>(),
    goNotFound: vi.fn<ClientEffects['goNotFound']>(),
  };
  const tokens = createStorageTokenStore(createMemoryStorage());
  if (options.tokens) tokens.set(options.tokens);
  const client = createHttpClient({ fetch, now: () => Date.now(), tokens, getLang: () => 'en', effects });
  return { client, fetch, sent, effects, tokens };
}

/** Resolves after `ms` of (fake) time, so tests control when a slow response arrives. */
export function after<T>(ms: number, value: () => T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value()), ms));
}
