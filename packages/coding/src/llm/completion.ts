/** What a chat-completions answer body carries that the adapter uses. */
export interface Completion {
  content: string | null;
  refusal: string | null;
  finishReason: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Message content as text: a string, or (some services) a list of `{ type: 'text', text }` parts. */
function text(value: unknown): string | null {
  if (!Array.isArray(value)) return str(value);
  const parts = value.flatMap((part) => {
    const piece = typeof part === 'string' ? part : str((part as { text?: unknown } | null)?.text);
    return piece === null ? [] : [piece];
  });
  return parts.length ? parts.join('') : null;
}

/** Reads the first choice of an OpenAI-style body; null when the body is not one. */
export function readCompletion(body: string): Completion | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const record = json as { choices?: unknown; usage?: Record<string, unknown> };
  if (!Array.isArray(record.choices) || record.choices.length === 0) return null;
  const choice = record.choices[0] as { message?: Record<string, unknown>; finish_reason?: unknown };
  const message = choice.message ?? {};
  return {
    content: text(message.content),
    refusal: str(message.refusal),
    finishReason: str(choice.finish_reason),
    inputTokens: num(record.usage?.prompt_tokens),
    outputTokens: num(record.usage?.completion_tokens),
  };
}

/**
 * Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. Some services
 * send milliseconds in retry-after-ms, which wins when present.
 */
export function retryAfterMs(headers: Headers, now: number): number | null {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
