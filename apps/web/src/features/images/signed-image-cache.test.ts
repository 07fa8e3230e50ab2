import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignedImageCache, expiryOf, PLACEHOLDER_IMAGE } from './signed-image-cache.ts';

const HOUR = 60 * 60_000;
const key = (n: number) => n.toString(16).padStart(32, '0');

/** A server stand-in: signs each key with an hour's expiry from the (fake) clock, and records calls. */
function fakeSigner() {
  const calls: string[][] = [];
  let failing = false;
  const sign = vi.fn(async (keys: readonly string[]) => {
    calls.push([...keys]);
    if (failing) throw new Error('network');
    const exp = Date.now() + HOUR;
    return Object.fromEntries(keys.map((k) => [k, `/api/files/${k}?exp=${exp}&sig=s${calls.length}`]));
  });
  return { sign, calls, fail: (value: boolean) => (failing = value) };
}

describe('signed image cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers a placeholder first, then the signed link, signing keys asked together in one call', async () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign });
    const listener = vi.fn();
    cache.subscribe(listener);

    expect(cache.resolve(key(1))).toBe(PLACEHOLDER_IMAGE);
    expect(cache.resolve(key(2))).toBe(PLACEHOLDER_IMAGE);
    expect(cache.resolve(key(1))).toBe(PLACEHOLDER_IMAGE);
    await vi.advanceTimersByTimeAsync(0);

    expect(signer.calls).toEqual([[key(1), key(2)]]);
    expect(listener).toHaveBeenCalled();
    expect(cache.resolve(key(1))).toMatch(`/api/files/${key(1)}?exp=`);
    expect(cache.isReady(key(2))).toBe(true);
    cache.resolve(key(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(signer.calls).toHaveLength(1);
    cache.dispose();
  });

  it('passes references that are not file keys through unchanged', () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign });
    expect(cache.resolve('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(cache.resolve('')).toBe('');
    expect(signer.calls).toHaveLength(0);
  });

  it('signs again before the hour is over, so links never lapse while the designer stays open', async () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign, refreshMarginMs: 5 * 60_000 });
    cache.resolve(key(7));
    await vi.advanceTimersByTimeAsync(0);
    const first = cache.resolve(key(7));

    await vi.advanceTimersByTimeAsync(HOUR - 5 * 60_000 - 1_000);
    expect(signer.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(signer.calls).toEqual([[key(7)], [key(7)]]);
    const second = cache.resolve(key(7));
    expect(second).not.toBe(first);
    expect(expiryOf(second)).toBeGreaterThan(expiryOf(first) as number);

    // And again an hour later: the timer keeps going by itself.
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(signer.calls).toHaveLength(3);
    cache.dispose();
  });

  it('uses a primed link (the library answer) without a call, and refreshes it like the others', async () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign });
    const exp = Date.now() + HOUR;
    cache.prime(key(3), `/api/files/${key(3)}?exp=${exp}&sig=lib`);
    expect(cache.resolve(key(3))).toBe(`/api/files/${key(3)}?exp=${exp}&sig=lib`);
    await vi.advanceTimersByTimeAsync(0);
    expect(signer.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(signer.calls).toEqual([[key(3)]]);
    cache.dispose();
  });

  it('splits more than 200 keys into several calls', async () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign });
    for (let n = 1; n <= 450; n += 1) cache.resolve(key(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(signer.calls.map((call) => call.length)).toEqual([200, 200, 50]);
    cache.dispose();
  });

  it('after a failed call waits before asking again, then retries', async () => {
    const signer = fakeSigner();
    const cache = createSignedImageCache({ sign: signer.sign, retryMs: 30_000 });
    const listener = vi.fn();
    cache.subscribe(listener);
    signer.fail(true);
    cache.resolve(key(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(signer.calls).toHaveLength(1);

    cache.resolve(key(9));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signer.calls).toHaveLength(1);
    expect(cache.resolve(key(9))).toBe(PLACEHOLDER_IMAGE);

    signer.fail(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(listener).toHaveBeenCalled();
    cache.resolve(key(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(signer.calls).toHaveLength(2);
    expect(cache.isReady(key(9))).toBe(true);
    cache.dispose();
  });
});
