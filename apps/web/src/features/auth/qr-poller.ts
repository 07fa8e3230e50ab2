import { QR_POLL_MS, QR_REFRESH_DEBOUNCE_MS, QR_STATE, type QrState } from '@cairn/contract';
import { debounce } from '../projects/debounce.ts';

export interface QrTicketView {
  ticket: string;
  qrContent: string;
  /** The code opens the local simulator's page, which this computer can open too. */
  simulated?: boolean;
}

export interface QrView<A> {
  ticket: QrTicketView | null;
  /** 0 waiting; the last answer's state otherwise (spec: 1 done, 2/3 expired, 5 bound elsewhere). */
  state: QrState;
  answer: A | null;
  /** The ticket or a poll failed (network, lockout): the caller shows it and offers a refresh. */
  error: unknown;
  loading: boolean;
}

/**
 * A QR ticket and its poll, without React: a new ticket, then a poll every second (spec: bind poll
 * 1 s) until the state leaves 0. One poll at a time; `refresh` is debounced 800 ms (spec), so
 * hammering the button asks for one ticket. State 5 shows, then loads a new code (spec).
 */
export function createQrPoller<A extends { state: QrState }>(options: {
  create: () => Promise<QrTicketView>;
  poll: (ticket: string) => Promise<A>;
  onChange: (view: QrView<A>) => void;
}) {
  let view: QrView<A> = { ticket: null, state: QR_STATE.waiting, answer: null, error: null, loading: true };
  let timer: ReturnType<typeof setInterval> | null = null;
  let polling = false;
  let stopped = false;
  let generation = 0;
  const set = (next: Partial<QrView<A>>) => {
    view = { ...view, ...next };
    if (!stopped) options.onChange(view);
  };
  const stopPolling = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const tick = async (mine: number) => {
    if (polling || !view.ticket) return;
    polling = true;
    try {
      const answer = await options.poll(view.ticket.ticket);
      if (mine !== generation || answer.state === QR_STATE.waiting) return;
      stopPolling();
      set({ state: answer.state, answer });
      if (answer.state === QR_STATE.boundElsewhere) refresh();
    } catch (error) {
      if (mine !== generation) return;
      stopPolling();
      set({ error });
    } finally {
      polling = false;
    }
  };
  const load = async () => {
    const mine = ++generation;
    stopPolling();
    set({ loading: true, error: null });
    try {
      const ticket = await options.create();
      if (mine !== generation || stopped) return;
      set({ ticket, state: QR_STATE.waiting, answer: null, loading: false });
      timer = setInterval(() => void tick(mine), QR_POLL_MS);
    } catch (error) {
      if (mine === generation) set({ error, loading: false });
    }
  };
  const refresh = debounce(() => void load(), QR_REFRESH_DEBOUNCE_MS);
  return {
    start: () => void load(),
    refresh: () => refresh(),
    stop() {
      stopped = true;
      generation++;
      refresh.cancel();
      stopPolling();
    },
  };
}
