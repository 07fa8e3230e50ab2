/** Why an LLM request failed for good; the server shows `message` on the failed task. */
export type LlmErrorKind =
  | 'auth'
  | 'rejected'
  | 'refusal'
  | 'malformed'
  | 'truncated'
  | 'timeout'
  | 'http'
  | 'network';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    /** The HTTP status of the last answer, when there was one. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A reply that is not the JSON asked for: retried like a network error, within maxRetries. */
export class MalformedReply extends Error {
  override readonly name = 'MalformedReply';
}
