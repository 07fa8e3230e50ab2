import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown.ts';

describe('countdown (resend code button)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('counts 60 s down to 0, then stops its timer', () => {
    const countdown = createCountdown();
    const listener = vi.fn();
    countdown.subscribe(listener);
    countdown.start(60);
    expect(countdown.remaining()).toBe(60);

    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(59);
    vi.advanceTimersByTime(29_000);
    expect(countdown.remaining()).toBe(30);
    vi.advanceTimersByTime(30_000);
    expect(countdown.remaining()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(61); // 60 at start, then once per second down to 0
  });

  it('restarts from the full time and can be stopped', () => {
    const countdown = createCountdown();
    countdown.start(60);
    vi.advanceTimersByTime(45_000);
    countdown.start(60);
    expect(countdown.remaining()).toBe(60);
    countdown.stop();
    expect(countdown.remaining()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops notifying unsubscribed listeners', () => {
    const countdown = createCountdown();
    const listener = vi.fn();
    const unsubscribe = countdown.subscribe(listener);
    countdown.start(2);
    unsubscribe();
    vi.advanceTimersByTime(2000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(countdown.remaining()).toBe(0);
  });
});
