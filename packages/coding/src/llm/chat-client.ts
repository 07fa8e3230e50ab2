// fetch, AbortController and timers: the adapter is the package's one part that does I/O.
/// <reference types="node" />
import { type Clock, systemClock } from './clock.ts';
import { readCompletion, retryAfterMs } from './completion.ts';
import { LlmError, MalformedReply } from './errors.ts';
import type { ChatMessage, LlmAuditEntry, LlmCoderOptions } from './options.ts';
import { createRateLimiter } from './rate-limiter.ts';

export interface ChatRequest<T> {
  kind: LlmAuditEntry['kind'];
  messages: readonly ChatMessage[];
  /** Turns the reply text into the result; throws MalformedReply to have it asked again. */
  parse: (content: string) => T;
}

export type SendChat = <T>(request: ChatRequest<T>) => Promise<T>;

/** Longest wait a Retry-After may ask for before the task fails instead of hanging on. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;
const BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** Statuses worth another try: timeout, conflict, too early, rate limited, server errors. */
const RETRYABLE = new Set([408, 409, 425, 429]);
const AUDIT_BODY_CHARS = 4_000;

type Outcome<T> =
  | { done: true; value: T }
  | { done: false; error: LlmError; waitMs: number; downgraded?: boolean };

/**
 * One chat-completions request with the adapter's reliability rules: rate limit, per-request
 * timeout, bounded retries with backoff (Retry-After respected) on network errors, timeouts,
 * 429/5xx and malformed replies; refusals, auth and other 4xx fail at once. Every try is audited.
 */
export function createChatClient(options: LlmCoderOptions): SendChat {
  const clock: Clock = options.clock ?? systemClock;
  const doFetch = options.fetch ?? fetch;
  const limit = createRateLimiter(options.requestsPerMinute, clock);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Parameters some OpenAI-compatible servers reject with a 400; dropped once they do.
  let jsonMode = true;
  let temperature = options.temperature === undefined ? 0 : options.temperature;

  async function attempt<T>(request: ChatRequest<T>, tries: number, failures: number): Promise<Outcome<T>> {
    await limit();
    const started = clock.now();
    const record = async (
      status: LlmAuditEntry['status'],
      httpStatus: number | null,
      rawOutput: string,
      usage?: { inputTokens: number | null; outputTokens: number | null },
    ) =>
      options.audit?.({
        kind: request.kind,
        model: options.model,
        prompt: request.messages,
        rawOutput,
        status,
        httpStatus,
        attempt: tries,
        inputTokens: usage?.inputTokens ?? null,
        outputTokens: usage?.outputTokens ?? null,
        at: new Date(started).toISOString(),
        durationMs: Math.max(0, clock.now() - started),
      });
    const backoff = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** failures);
    const body: Record<string, unknown> = { model: options.model, messages: request.messages };
    if (jsonMode) body.response_format = { type: 'json_object' };
    if (temperature !== null) body.temperature = temperature;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

    const controller = new AbortController();
    let timedOut = false;
    const cancelTimeout = clock.after(options.timeoutMs, () => {
      timedOut = true;
      controller.abort();
    });
    let status: number;
    let text: string;
    let responseHeaders: Headers;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      status = response.status;
      responseHeaders = response.headers;
      text = await response.text();
    } catch (error) {
      const detail = describe(error);
      await record(timedOut ? 'timeout' : 'network-error', null, timedOut ? 'timed out' : detail);
      const message = timedOut
        ? `No answer from the LLM service at ${options.baseUrl} within ${options.timeoutMs} ms (LLM_TIMEOUT_MS)`
        : `Could not reach the LLM service at ${options.baseUrl} (${detail}): check LLM_BASE_URL`;
      return { done: false, error: new LlmError(timedOut ? 'timeout' : 'network', message), waitMs: backoff };
    } finally {
      cancelTimeout();
    }

    if (status < 200 || status >= 300) {
      await record('http-error', status, text.slice(0, AUDIT_BODY_CHARS));
      if (status === 401 || status === 403)
        throw new LlmError(
          'auth',
          `The LLM service refused the credentials (HTTP ${status}): ${options.apiKey ? 'check LLM_API_KEY' : 'set LLM_API_KEY'}`,
          status,
        );
      if (status === 400 && jsonMode && /response_format|json_object/i.test(text)) {
        jsonMode = false;
        return { done: false, error: new LlmError('rejected', text, status), waitMs: 0, downgraded: true };
      }
      if (status === 400 && temperature !== null && /temperature/i.test(text)) {
        temperature = null;
        return { done: false, error: new LlmError('rejected', text, status), waitMs: 0, downgraded: true };
      }
      if (RETRYABLE.has(status) || status >= 500) {
        const asked = retryAfterMs(responseHeaders, clock.now());
        if (asked !== null && asked > MAX_RETRY_AFTER_MS)
          throw new LlmError(
            'http',
            `The LLM service is rate limiting and asks to wait ${Math.round(asked / 1000)} s: lower LLM_RPM or try later`,
            status,
          );
        const hint = status === 429 ? ': rate limited, lower LLM_RPM' : '';
        return {
          done: false,
          error: new LlmError('http', `The LLM service answered HTTP ${status}${hint}`, status),
          waitMs: Math.max(backoff, asked ?? 0),
        };
      }
      throw new LlmError(
        'rejected',
        `The LLM service rejected the request (HTTP ${status}: ${snippet(text)}): check LLM_MODEL and LLM_BASE_URL`,
        status,
      );
    }

    const completion = readCompletion(text);
    if (completion?.refusal || completion?.finishReason === 'content_filter') {
      await record('refused', status, completion.refusal ?? text.slice(0, AUDIT_BODY_CHARS), completion);
      throw new LlmError(
        'refusal',
        completion.refusal
          ? `The model refused the ${request.kind} request: ${snippet(completion.refusal)}`
          : `The service's content filter stopped the ${request.kind} request (finish_reason content_filter): some answers trip it`,
        status,
      );
    }
    const content = completion?.content ?? null;
    try {
      if (!content)
        throw new MalformedReply(completion ? 'the reply was empty' : 'the body is not a chat completion');
      const value = request.parse(content);
      await record('ok', status, content, completion ?? undefined);
      return { done: true, value };
    } catch (error) {
      if (!(error instanceof MalformedReply)) throw error;
      await record('malformed', status, content ?? text.slice(0, AUDIT_BODY_CHARS), completion ?? undefined);
      // Cut at the output limit: the same request would be cut again, so no retry; the coder
      // splits a coding batch instead.
      if (completion?.finishReason === 'length')
        throw new LlmError(
          'truncated',
          `The model's reply to the ${request.kind} request was cut at its output limit (finish_reason length)`,
          status,
        );
      return {
        done: false,
        error: new LlmError(
          'malformed',
          `The model's reply was not the JSON asked for (${error.message}): try another LLM_MODEL`,
          status,
        ),
        waitMs: 0,
      };
    }
  }

  return async function send<T>(request: ChatRequest<T>): Promise<T> {
    let failures = 0;
    for (let tries = 1; ; tries++) {
      const outcome = await attempt(request, tries, failures);
      if (outcome.done) return outcome.value;
      // Dropping a parameter the server rejects is not a failure; each is dropped once at most.
      if (outcome.downgraded) continue;
      failures++;
      if (failures > options.maxRetries) {
        const { error } = outcome;
        throw new LlmError(error.kind, `${error.message} (${failures} tries)`, error.status);
      }
      if (outcome.waitMs > 0) await clock.sleep(outcome.waitMs);
    }
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
