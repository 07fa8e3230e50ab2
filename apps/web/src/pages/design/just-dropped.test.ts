import { describe, expect, it } from 'vitest';
import { type DropWatch, watchDrop } from './just-dropped.ts';

const still: DropWatch = { dragged: false, near: true, justDropped: false };

describe('a dropped row stays a full row until its slot reports', () => {
  it('holds a row dropped while its old place was far', () => {
    const dragging = watchDrop(watchDrop(still, true, true), true, false);
    expect(dragging.justDropped).toBe(false);
    const dropped = watchDrop(dragging, false, false);
    expect(dropped.justDropped).toBe(true);
    expect(watchDrop(dropped, false, false)).toBe(dropped);
  });

  it('lets go at the next report, near or far', () => {
    const dropped = watchDrop({ dragged: true, near: false, justDropped: false }, false, false);
    expect(watchDrop(dropped, false, true).justDropped).toBe(false);
    const droppedNear = watchDrop({ dragged: true, near: true, justDropped: false }, false, true);
    expect(droppedNear.justDropped).toBe(true);
    expect(watchDrop(droppedNear, false, false).justDropped).toBe(false);
  });

  it('does nothing for rows that were not dragged', () => {
    expect(watchDrop(still, false, false).justDropped).toBe(false);
    expect(watchDrop(still, true, true).justDropped).toBe(false);
  });
});
