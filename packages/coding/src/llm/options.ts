import type { Clock } from './clock.ts';

/**
 * The service and its limits: the server's `CoderConfig` (engine 'llm') satisfies it as is, so the
 * server passes `{ ...config, audit }`.
 */
export interface LlmServiceOptions {
  /** Up to and including /v1; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (a local server may need none). */
  apiKey?: string | undefined;
  model: string;
  /** One request's time limit, reading the answer included. */
  timeoutMs: number;
  /** Retries of a failed (network, timeout, 429, 5xx) or malformed answer before the task fails. */
  maxRetries: number;
  requestsPerMinute: number;
  /** Answers per coding request. */
  batchSize: number;
}

export interface LlmPriceOptions {
  batchSize: number;
  /** Per 1,000 tokens; null when unknown (the estimate's cost is then null). */
  priceInput: number | null;
  priceOutput: number | null;
  currency: string;
}

/** One request as kept for audit: what was asked, what came back, and what it cost. */
export interface LlmAuditEntry {
  kind: 'draft' | 'code';
  model: string;
  /** The chat messages sent. */
  prompt: readonly ChatMessage[];
  /** The model's reply text, or the error (HTTP body or network error) when there was none. */
  rawOutput: string;
  status: 'ok' | 'malformed' | 'refused' | 'http-error' | 'network-error' | 'timeout';
  /** The HTTP status, null when no answer came. */
  httpStatus: number | null;
  /** 1 for the first try of a request, 2 for its first retry, … */
  attempt: number;
  inputTokens: number | null;
  outputTokens: number | null;
  /** ISO time the request started (the injected clock's). */
  at: string;
  durationMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmCoderOptions extends LlmServiceOptions {
  /** Called for every request, awaited: a failing audit store fails the task rather than lose the record. */
  audit?: (entry: LlmAuditEntry) => void | Promise<void>;
  /** Batches in flight at once (default 1: a local server often serves one at a time, and queued requests would time out). */
  concurrency?: number;
  /** Sampling temperature (default 0, for repeatable coding); null leaves it to the service. */
  temperature?: number | null;
  /** Injected time: tests pass a fake clock. */
  clock?: Clock;
  /** Injected fetch: the global one by default. */
  fetch?: typeof fetch;
}
