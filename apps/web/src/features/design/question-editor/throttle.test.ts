import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle (add option: 800 ms and a loading guard)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a double click once', async () => {
    const action = vi.fn();
    const throttle = createThrottle(800);
    expect(throttle.run(action)).toBe(true);
    expect(throttle.run(action)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(throttle.run(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs again once 800 ms have passed', async () => {
    const action = vi.fn();
    const busy: boolean[] = [];
    const throttle = createThrottle(800, (value) => busy.push(value));
    throttle.run(action);
    await vi.advanceTimersByTimeAsync(799);
    expect(throttle.isBusy()).toBe(true);
    expect(throttle.run(action)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(throttle.isBusy()).toBe(false);
    expect(throttle.run(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
    expect(busy).toEqual([true, false, true]);
  });

  it('stays busy while a slow action is still loading, past the wait', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const throttle = createThrottle(800);
    throttle.run(action);
    await vi.advanceTimersByTimeAsync(2000);
    expect(throttle.run(action)).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(throttle.run(action)).toBe(true);
  });

  it('frees the button after a failed action', async () => {
    const throttle = createThrottle(800);
    throttle.run(() => {
      throw new Error('refused');
    });
    await vi.advanceTimersByTimeAsync(800);
    expect(throttle.isBusy()).toBe(false);
  });
});
