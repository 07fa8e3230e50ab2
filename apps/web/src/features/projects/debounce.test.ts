import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once with the latest value after the pause', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('c');
    vi.advanceTimersByTime(200);
    search('ca');
    vi.advanceTimersByTime(200);
    search('cai');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('cai');
  });

  it('flushes a pending call at once and not again later', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('x');
    search.flush();
    expect(fn).toHaveBeenCalledWith('x');
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
    search.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops a pending call when cancelled (the search box went away)', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('y');
    search.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
