import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQrPoller } from './qr-poller.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(states: number[]) {
  let made = 0;
  const polls: string[] = [];
  const views: { state: number; ticket: string | null }[] = [];
  const poller = createQrPoller<{ state: 0 | 1 | 2 | 3 | 4 | 5 }>({
    create: async () => {
      made++;
      return { ticket: `t${made}`, qrContent: `qr${made}` };
    },
    poll: async (ticket) => {
      polls.push(ticket);
      return { state: (states.shift() ?? 0) as 0 };
    },
    onChange: (view) => views.push({ state: view.state, ticket: view.ticket?.ticket ?? null }),
  });
  return { poller, polls, views, made: () => made };
}

describe('QR poller', () => {
  it('polls every second until the state leaves 0, then stops', async () => {
    const { poller, polls, views } = setup([0, 0, 1]);
    poller.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(polls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(polls).toEqual(['t1', 't1', 't1']);
    expect(views.at(-1)).toEqual({ state: 1, ticket: 't1' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls).toHaveLength(3);
    poller.stop();
  });

  it('debounces refresh by 800 ms: five clicks make one new ticket', async () => {
    const { poller, made } = setup([2]);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(made()).toBe(1);
    for (let i = 0; i < 5; i++) {
      poller.refresh();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(made()).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(made()).toBe(2);
    poller.stop();
  });

  it('after state 5 shows it, then loads a new code by itself', async () => {
    const { poller, views, made } = setup([5]);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(views.some((v) => v.state === 5)).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    expect(made()).toBe(2);
    expect(views.at(-1)).toEqual({ state: 0, ticket: 't2' });
    poller.stop();
  });
});
