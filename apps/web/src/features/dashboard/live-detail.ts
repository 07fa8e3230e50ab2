import {
  DASHBOARD_LIVE_POLL_MS,
  PAGE_DETAIL_TIMEOUT_MS,
  type PageDetail,
  type PageDetailBody,
} from '@cairn/contract';

export type DetailFetcher = (body: PageDetailBody, signal: AbortSignal) => Promise<PageDetail>;

export interface LiveDetailState {
  detail: PageDetail | null;
  /** A call is on its way (the first load, a refresh, a poll). */
  loading: boolean;
  error: unknown;
}

/**
 * A page's figures, kept live: a load when the page (or its period / filters) changes, then a poll
 * every DASHBOARD_LIVE_POLL_MS with `since` (the answer says `unchanged`: keep what is held). Only
 * one call is ever pending: a new one aborts it (spec: the detail waits up to 300 s and a new call
 * cancels the pending one), and a call past PAGE_DETAIL_TIMEOUT_MS is aborted. No React here, so
 * the timing is tested with fake timers.
 */
export class LiveDetail {
  private state: LiveDetailState = { detail: null, loading: false, error: null };
  private listeners = new Set<() => void>();
  private pending: AbortController | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private body: Omit<PageDetailBody, 'since'> | null = null;

  constructor(
    private readonly fetcher: DetailFetcher,
    private readonly pollMs: number | null = DASHBOARD_LIVE_POLL_MS,
  ) {}

  getState = (): LiveDetailState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows another page, period or filter set: what is held is of another view, so it goes. */
  open(body: Omit<PageDetailBody, 'since'>): void {
    const samePage = this.body?.pageId === body.pageId;
    this.body = body;
    this.set({ detail: samePage ? this.state.detail : null, error: null });
    void this.load(false);
    this.startPolling();
  }

  /** After an edit: the whole page again (no `since`: the charts changed too). */
  refresh(): Promise<void> {
    return this.load(false);
  }

  /** Puts an edited chart in place at once, before the refresh brings its figures. */
  patch(update: (detail: PageDetail) => PageDetail): void {
    if (this.state.detail) this.set({ detail: update(this.state.detail) });
  }

  close(): void {
    this.pending?.abort();
    this.pending = null;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  private startPolling(): void {
    if (this.poll || this.pollMs === null) return;
    this.poll = setInterval(() => {
      // A load still on its way answers soon enough; a poll would only cancel it.
      if (!this.pending) void this.load(true);
    }, this.pollMs);
  }

  private async load(live: boolean): Promise<void> {
    const body = this.body;
    if (!body) return;
    this.pending?.abort();
    const controller = new AbortController();
    this.pending = controller;
    const timer = setTimeout(() => controller.abort(), PAGE_DETAIL_TIMEOUT_MS);
    const since = live ? this.state.detail?.dataVersion : undefined;
    if (!live) this.set({ loading: true });
    try {
      const answer = await this.fetcher(since ? { ...body, since } : body, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.unchanged && this.state.detail) {
        this.set({ loading: false, error: null });
      } else {
        this.set({ detail: answer, loading: false, error: null });
      }
    } catch (error) {
      if (controller.signal.aborted && this.pending !== controller) return;
      // A poll that fails keeps the figures held; a load says what went wrong.
      this.set(live ? { loading: false } : { loading: false, error });
    } finally {
      clearTimeout(timer);
      if (this.pending === controller) this.pending = null;
    }
  }

  private set(part: Partial<LiveDetailState>): void {
    this.state = { ...this.state, ...part };
    for (const listener of this.listeners) listener();
  }
}
