import {
  DASHBOARD_LIVE_POLL_MS,
  PAGE_DETAIL_TIMEOUT_MS,
  type PageDetail,
  type PageDetailBody,
} from '@cairn/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDetail } from './live-detail.ts';

const detail = (version: string, extra: Partial<PageDetail> = {}): PageDetail => ({
  pageId: 1,
  dataVersion: version,
  unchanged: false,
  computedAt: 0,
  charts: [],
  figures: [],
  ...extra,
});

type Call = {
  body: PageDetailBody;
  signal: AbortSignal;
  resolve(d: PageDetail): void;
  reject(e: unknown): void;
};

function fakeFetcher() {
  const calls: Call[] = [];
  const fetcher = (body: PageDetailBody, signal: AbortSignal) =>
    new Promise<PageDetail>((resolve, reject) => {
      calls.push({ body, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, fetcher };
}

describe('LiveDetail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a page, then polls with since and keeps the figures when unchanged', async () => {
    const { calls, fetcher } = fakeFetcher();
    const live = new LiveDetail(fetcher);
    live.open({ pageId: 1 });
    expect(live.getState().loading).toBe(true);
    calls[0]?.resolve(detail('v1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getState().detail?.dataVersion).toBe('v1');

    await vi.advanceTimersByTimeAsync(DASHBOARD_LIVE_POLL_MS);
    expect(calls[1]?.body).toEqual({ pageId: 1, since: 'v1' });
    calls[1]?.resolve(detail('v1', { unchanged: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getState().detail?.unchanged).toBe(false);

    await vi.advanceTimersByTimeAsync(DASHBOARD_LIVE_POLL_MS);
    calls[2]?.resolve(detail('v2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getState().detail?.dataVersion).toBe('v2');
    live.close();
  });

  it('aborts the pending call when a new one starts, and ignores its answer', async () => {
    const { calls, fetcher } = fakeFetcher();
    const live = new LiveDetail(fetcher, null);
    live.open({ pageId: 1 });
    live.open({ pageId: 2 });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve(detail('p2', { pageId: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getState()).toMatchObject({ loading: false, error: null, detail: { pageId: 2 } });
  });

  it('gives up after the 300 s limit and says so', async () => {
    const { calls, fetcher } = fakeFetcher();
    const live = new LiveDetail(fetcher, null);
    live.open({ pageId: 1 });
    await vi.advanceTimersByTimeAsync(PAGE_DETAIL_TIMEOUT_MS);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(live.getState().loading).toBe(false);
    expect(live.getState().error).toBeInstanceOf(DOMException);
  });

  it('does not poll while a load is on its way', async () => {
    const { calls, fetcher } = fakeFetcher();
    const live = new LiveDetail(fetcher);
    live.open({ pageId: 1 });
    await vi.advanceTimersByTimeAsync(DASHBOARD_LIVE_POLL_MS * 3);
    expect(calls).toHaveLength(1);
    live.close();
  });
});
