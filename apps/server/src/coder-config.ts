/**
 * Which engine drafts code frames and codes open answers (issue 20), read from the environment.
 * Plain data: it crosses into the coding worker thread as is.
 * - offline (the default): the offline coder in @cairn/coding on this machine, no network;
 * - llm: an OpenAI-compatible chat-completions service (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
 */
export type CoderConfig =
  | { engine: 'offline' }
  | {
      engine: 'llm';
      /** Up to and including /v1, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      /** One request's time limit (LLM_TIMEOUT_MS, default 60 s). */
      timeoutMs: number;
      /** Retries of a failed or malformed answer before the task fails (LLM_MAX_RETRIES, default 2). */
      maxRetries: number;
      /** Requests per minute the adapter keeps under (LLM_RPM, default 60). */
      requestsPerMinute: number;
      /** Answers per coding request (LLM_BATCH_SIZE, default 50). */
      batchSize: number;
      /** Price per 1,000 input / output tokens for the estimate (LLM_PRICE_INPUT / _OUTPUT); null: unknown. */
      priceInput: number | null;
      priceOutput: number | null;
      currency: string;
    };

function positiveInt(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got ${value}`);
  return n;
}

function price(name: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a price per 1,000 tokens (0 or more), got ${value}`);
  return n;
}

export function readCoderConfig(env: NodeJS.ProcessEnv): CoderConfig {
  const engine = env.CODING_ENGINE || (env.LLM_BASE_URL ? 'llm' : 'offline');
  if (engine === 'offline') return { engine: 'offline' };
  if (engine !== 'llm') throw new Error(`CODING_ENGINE must be offline or llm, got ${engine}`);
  const baseUrl = env.LLM_BASE_URL;
  if (!baseUrl || !/^https?:\/\//.test(baseUrl))
    throw new Error(
      `CODING_ENGINE=llm needs LLM_BASE_URL, an http(s) address ending in the API version, e.g. https://api.openai.com/v1`,
    );
  const model = env.LLM_MODEL;
  if (!model) throw new Error('CODING_ENGINE=llm needs LLM_MODEL, the model name the service knows');
  return {
    engine: 'llm',
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY || undefined,
    model,
    timeoutMs: positiveInt('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS, 60_000, 900_000),
    maxRetries: positiveInt('LLM_MAX_RETRIES', env.LLM_MAX_RETRIES, 2, 10),
    requestsPerMinute: positiveInt('LLM_RPM', env.LLM_RPM, 60, 100_000),
    batchSize: positiveInt('LLM_BATCH_SIZE', env.LLM_BATCH_SIZE, 50, 500),
    priceInput: price('LLM_PRICE_INPUT', env.LLM_PRICE_INPUT),
    priceOutput: price('LLM_PRICE_OUTPUT', env.LLM_PRICE_OUTPUT),
    currency: env.LLM_CURRENCY || 'USD',
  };
}
