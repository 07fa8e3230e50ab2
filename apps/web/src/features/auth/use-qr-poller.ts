import type { QrState } from '@cairn/contract';
import { useEffect, useRef, useState } from 'react';
import { createQrPoller, type QrTicketView, type QrView } from './qr-poller.ts';

/** The QR poller of a mounted component; `onAnswer` sees every state other than 0. */
export function useQrPoller<A extends { state: QrState }>(
  create: () => Promise<QrTicketView>,
  poll: (ticket: string) => Promise<A>,
  onAnswer: (answer: A) => void,
) {
  const [view, setView] = useState<QrView<A>>({
    ticket: null,
    state: 0,
    answer: null,
    error: null,
    loading: true,
  });
  const latest = useRef({ create, poll, onAnswer });
  latest.current = { create, poll, onAnswer };
  const [poller] = useState(() =>
    createQrPoller<A>({
      create: () => latest.current.create(),
      poll: (ticket) => latest.current.poll(ticket),
      onChange: (next) => {
        setView(next);
        if (next.answer && next.state !== 0) latest.current.onAnswer(next.answer);
      },
    }),
  );
  useEffect(() => {
    poller.start();
    return () => poller.stop();
  }, [poller]);
  return { view, refresh: poller.refresh };
}
