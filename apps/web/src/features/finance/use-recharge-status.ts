import type { Recharge } from '@cairn/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchRecharge } from '../../api/endpoints/finance.ts';

/** How often a pending recharge is asked again, and for how long before the page stops asking. */
export const RECHARGE_POLL_MS = 2_000;
export const RECHARGE_POLL_LIMIT = 150;

export interface RechargeStatus {
  recharge: Recharge | null;
  failed: boolean;
  /** Still pending after the last poll of the limit (about five minutes): the page asks for a refresh. */
  stale: boolean;
  /** Asks again at once and starts a new round of polls (refresh, pay again, back to the tab). */
  restart: () => void;
}

/**
 * Polls `GET recharges/{id}` every 2 s, one request at a time, until the recharge is paid or failed.
 * Coming back to the tab (from the pay page's window) asks at once. A failed request stops polling
 * and says so, rather than repeating the client's error message every two seconds.
 */
export function useRechargeStatus(id: string): RechargeStatus {
  const [recharge, setRecharge] = useState<Recharge | null>(null);
  const [failed, setFailed] = useState(false);
  const [stale, setStale] = useState(false);
  const [round, setRound] = useState(0);
  const restart = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    void round;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    setFailed(false);
    setStale(false);
    const poll = async () => {
      try {
        const answer = await fetchRecharge(id);
        if (stopped) return;
        setRecharge(answer);
        if (answer.status !== 'pending') return;
        polls += 1;
        if (polls >= RECHARGE_POLL_LIMIT) setStale(true);
        else timer = setTimeout(poll, RECHARGE_POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, round]);

  // Back from the pay page's window: ask now rather than at the next tick.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && recharge?.status === 'pending') restart();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [recharge?.status, restart]);

  return { recharge, failed, stale, restart };
}
