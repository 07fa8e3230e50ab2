import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounced.ts';

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs the last call once, the given time after calls stop', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const save = debounce(run, 500);
    save('a');
    vi.advanceTimersByTime(400);
    save('ab');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('runs a waiting call at once on flush (blur), and nothing when none waits', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const save = debounce(run, 500);
    save('x');
    save.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('x');
    save.flush();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    save('y');
    save.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('debounce reports waiting', () => {
  it('says when a call starts waiting and when none waits any more (run, flush or cancel)', () => {
    vi.useFakeTimers();
    const waiting = vi.fn();
    const save = debounce((_text: string) => {}, 500, undefined, waiting);
    save('a');
    save('ab');
    expect(waiting.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(500);
    expect(waiting.mock.calls).toEqual([[true], [false]]);
    save('b');
    save.flush();
    save.flush();
    save('c');
    save.cancel();
    save.cancel();
    expect(waiting.mock.calls).toEqual([[true], [false], [true], [false], [true], [false]]);
  });
});
