// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const node = buildQuestion(QuestionType.Countdown, { title: 'Read this', setting: { time: 5 } });
const timer = () => screen.getByRole('timer').textContent;

describe('countdown', () => {
  it('counts whole seconds down and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    renderQuestion(node, { props: { onExpire } });
    expect(timer()).toBe('5s left');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer()).toBe('4s left');
    act(() => vi.advanceTimersByTime(3_900));
    expect(timer()).toBe('1s left');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(timer()).toBe('0s left');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('reads the injected clock, so late timer ticks do not slow it down', () => {
    let now = 0;
    renderQuestion(node, { props: { now: () => now } });
    now = 3_000; // the clock moved on while the page slept
    act(() => vi.advanceTimersByTime(250));
    expect(timer()).toBe('2s left');
  });

  it('stands still in the designer', () => {
    const onExpire = vi.fn();
    renderQuestion(node, { props: { onExpire, mode: 'design' } });
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer()).toBe('5s left');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows minutes for long times, titled but not numbered', () => {
    const long = buildQuestion(QuestionType.Countdown, { title: 'Wait', setting: { time: 90 } });
    renderQuestion(long, { props: { number: 4 } });
    expect(timer()).toBe('1:30 left');
    expect(screen.getByRole('heading').textContent).toBe('Wait');
  });
});
