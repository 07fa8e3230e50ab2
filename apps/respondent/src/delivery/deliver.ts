import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
import { type DeliveryAnswer, type Mark, type ReceiptOf, readDeliveryAnswer } from './receipt.ts';

/** One HTTP exchange as the delivery loop sees it; throws when the network fails. */
export interface RawResponse {
  status: number;
  contentType: string | null;
  text: string;
}

export interface DeliveryDeps {
  send: () => Promise<RawResponse>;
  /** Resolves after `ms`, or earlier when the connection comes back (see `waitOrOnline`). */
  wait: (ms: number) => Promise<void>;
  policy?: BackoffPolicy;
  random?: () => number;
  /** Told about each failed attempt, so the page can show "pending". */
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
  signal?: AbortSignal;
}

export type DeliveryResult<R> =
  | { kind: 'receipt'; receipt: R }
  | Extract<DeliveryAnswer<R>, { kind: 'refused' }>
  | { kind: 'aborted' };

/**
 * Sends until the server's receipt body or a catalogue refusal comes back, waiting with backoff in
 * between. The same request (same response id, same answers) is sent every time: the server answers
 * a repeat with the original receipt, so a retry after a lost answer never makes a second response.
 */
export async function deliver<M extends Mark>(
  mark: M,
  responseId: string,
  deps: DeliveryDeps,
): Promise<DeliveryResult<ReceiptOf<M>>> {
  for (let attempt = 0; ; attempt++) {
    if (deps.signal?.aborted) return { kind: 'aborted' };
    let answer: DeliveryAnswer<ReceiptOf<M>>;
    try {
      const raw = await deps.send();
      answer = readDeliveryAnswer(mark, raw.status, raw.contentType, raw.text, responseId);
    } catch (error) {
      answer = { kind: 'retry', reason: error instanceof Error ? error.message : 'network error' };
    }
    if (answer.kind !== 'retry') return answer;
    if (deps.signal?.aborted) return { kind: 'aborted' };
    const delay = backoffDelay(attempt, deps.policy ?? DEFAULT_BACKOFF, deps.random);
    deps.onRetry?.(attempt + 1, answer.reason, delay);
    await deps.wait(delay);
  }
}

/** Waits `ms`, or less when the browser says it is online again (then a retry is worth it now). */
export function waitOrOnline(
  ms: number,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      target.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    target.addEventListener('online', done);
  });
}
