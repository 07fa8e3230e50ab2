import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTimings, timingTracker } from './timing-tracker.ts';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('timing tracker', () => {
  it('counts a page’s time for each question on it, from showing until it leaves', () => {
    const tracker = timingTracker();
    tracker.show(['1', '2']);
    vi.advanceTimersByTime(4_000);
    tracker.show(['3']);
    vi.advanceTimersByTime(1_500);
    tracker.show([]);
    vi.advanceTimersByTime(60_000); // nothing on screen: not counted
    expect(tracker.take()).toEqual({ 1: 4_000, 2: 4_000, 3: 1_500 });
    expect(tracker.take()).toEqual({});
  });

  it('sums revisits, and take() leaves the page on screen running', () => {
    const tracker = timingTracker();
    tracker.show(['1']);
    vi.advanceTimersByTime(2_000);
    expect(tracker.take()).toEqual({ 1: 2_000 });
    vi.advanceTimersByTime(500);
    tracker.show(['2']);
    vi.advanceTimersByTime(1_000);
    tracker.show(['1']); // back
    vi.advanceTimersByTime(3_000);
    expect(tracker.take()).toEqual({ 1: 3_500, 2: 1_000 });
  });

  it('stops while the tab is hidden', () => {
    const tracker = timingTracker();
    tracker.show(['1']);
    vi.advanceTimersByTime(1_000);
    tracker.setVisible(false);
    vi.advanceTimersByTime(600_000);
    tracker.setVisible(true);
    vi.advanceTimersByTime(2_000);
    tracker.setVisible(true); // no change
    expect(tracker.take()).toEqual({ 1: 3_000 });
  });

  it('does not start a page shown while hidden until the tab is visible', () => {
    const tracker = timingTracker();
    tracker.setVisible(false);
    tracker.show(['1']);
    vi.advanceTimersByTime(5_000);
    tracker.setVisible(true);
    vi.advanceTimersByTime(700);
    expect(tracker.take()).toEqual({ 1: 700 });
  });
});

describe('addTimings', () => {
  it('adds key by key and keeps keys only one side has', () => {
    expect(addTimings({ 1: 100, 2: 5 }, { 2: 10, 3: 1 })).toEqual({ 1: 100, 2: 15, 3: 1 });
    expect(addTimings(undefined, { 4: 2 })).toEqual({ 4: 2 });
  });
});
