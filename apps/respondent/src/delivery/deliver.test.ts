import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { deliver, type RawResponse, waitOrOnline } from './deliver.ts';

const ID = '2f1c9a6e-8d4b-4c1e-9f3a-0b5d7e2a1c44';
const ok: RawResponse = {
  status: 200,
  contentType: 'application/json',
  text: JSON.stringify({
    code: '00000',
    message: 'ok',
    data: { receipt: RESPOND_RECEIPT_MARK, responseId: ID, status: 'complete', submittedAt: 'x' },
  }),
};
const portal: RawResponse = { status: 200, contentType: 'text/html', text: '<html>portal</html>' };
const policy = { baseMs: 1_000, maxMs: 30_000, jitter: 0 };

describe('backoffDelay', () => {
  it('doubles from the base up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => backoffDelay(n, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
  it('takes off at most the jitter share', () => {
    const jittered = { ...policy, jitter: 0.2 };
    expect(backoffDelay(2, jittered, () => 0)).toBe(4_000);
    expect(backoffDelay(2, jittered, () => 1)).toBe(3_200);
  });
});

describe('deliver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the same request again with backoff until the receipt comes', async () => {
    const send = vi
      .fn<() => Promise<RawResponse>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(portal)
      .mockResolvedValueOnce(ok);
    const retries: number[] = [];
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const done = deliver(RESPOND_RECEIPT_MARK, ID, {
      send,
      wait,
      policy,
      onRetry: (_n, _r, ms) => retries.push(ms),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const result = await done;
    expect(send).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([1_000, 2_000]);
    expect(result.kind).toBe('receipt');
  });

  it('stops at a catalogue refusal without retrying', async () => {
    const refused: RawResponse = {
      status: 409,
      contentType: 'application/json',
      text: JSON.stringify({ code: 'A0311', message: 'conflict', data: null }),
    };
    const send = vi.fn<() => Promise<RawResponse>>().mockResolvedValue(refused);
    const result = await deliver(RESPOND_RECEIPT_MARK, ID, { send, wait: () => Promise.resolve(), policy });
    expect(result).toMatchObject({ kind: 'refused', code: 'A0311' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const send = vi.fn<() => Promise<RawResponse>>().mockRejectedValue(new TypeError('offline'));
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const done = deliver(RESPOND_RECEIPT_MARK, ID, { send, wait, policy, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toEqual({ kind: 'aborted' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('waitOrOnline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends early when the connection comes back', async () => {
    const target = new EventTarget();
    let ended = false;
    void waitOrOnline(30_000, target as unknown as Window).then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ended).toBe(false);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
  });

  it('ends after the delay when offline throughout', async () => {
    const target = new EventTarget();
    let ended = false;
    void waitOrOnline(2_000, target as unknown as Window).then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });
});
