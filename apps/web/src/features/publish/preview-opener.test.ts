import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewOpener, previewUrl } from './preview-opener.ts';

describe('preview opener', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the draft preview of the survey', () => {
    expect(previewUrl('AB12 CD')).toBe('/r/AB12%20CD?preview=1');
  });

  it('opens once for clicks within 500 ms, and again after the wait', async () => {
    const open = vi.fn();
    const opener = createPreviewOpener(open);
    opener.open('S1');
    opener.open('S1');
    await vi.advanceTimersByTimeAsync(499);
    opener.open('S1');
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    opener.open('S1');
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith('/r/S1?preview=1');
    opener.dispose();
  });
});
