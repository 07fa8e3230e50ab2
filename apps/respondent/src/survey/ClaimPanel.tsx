import { QR_POLL_MS, QR_STATE } from '@cairn/contract/auth/qr-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClaimKind,
  type ClaimPoll,
  ClaimRefused,
  type ClaimTicket,
  claimState,
  claimTicket,
} from './claim-calls.ts';
import type { EnvelopeTexts } from './envelope-texts.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'refused'; code: string }
  | { kind: 'failed' }
  | { kind: 'ticket'; ticket: ClaimTicket; poll: ClaimPoll | null };

/**
 * The claim's QR code (the messaging app's, or the local simulator's with a link to it) polled
 * every second (as the designer's QR panel) until it is scanned, then while the payout is being
 * made; "paid" or "in review" comes from the poll. Expired or used: a new code on request.
 */
export function ClaimPanel({
  surveyCode,
  responseId,
  kind = 'envelope',
  tx,
  onSettled,
}: {
  surveyCode: string;
  responseId: string;
  kind?: ClaimKind;
  tx: EnvelopeTexts;
  onSettled: (poll: ClaimPoll) => void;
}) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const generation = useRef(0);
  const load = useCallback(async () => {
    const mine = ++generation.current;
    setView({ kind: 'loading' });
    try {
      const ticket = await claimTicket(surveyCode, responseId, kind);
      if (mine === generation.current) setView({ kind: 'ticket', ticket, poll: null });
    } catch (error) {
      if (mine !== generation.current) return;
      setView(error instanceof ClaimRefused ? { kind: 'refused', code: error.code } : { kind: 'failed' });
    }
  }, [surveyCode, responseId, kind]);
  useEffect(() => {
    void load();
    return () => {
      generation.current++;
    };
  }, [load]);

  const ticket = view.kind === 'ticket' ? view.ticket.ticket : null;
  const settled = view.kind === 'ticket' && view.poll !== null && !stillPolling(view.poll);
  useEffect(() => {
    if (!ticket || settled) return;
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const poll = await claimState(ticket);
        if (poll.state === QR_STATE.waiting) return;
        setView((v) => (v.kind === 'ticket' && v.ticket.ticket === ticket ? { ...v, poll } : v));
        if (!stillPolling(poll)) onSettled(poll);
      } catch {
        setView({ kind: 'failed' });
      } finally {
        busy = false;
      }
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [ticket, settled, onSettled]);

  if (view.kind === 'loading') return <p role="status">{tx.loading}</p>;
  if (view.kind === 'refused' || view.kind === 'failed')
    return (
      <div className="respond-claim">
        <p role="alert">{view.kind === 'refused' && view.code === 'A2006' ? tx.notBound : tx.failed}</p>
        {view.kind === 'failed' ? <Refresh tx={tx} onClick={load} /> : null}
      </div>
    );
  const state = view.poll?.state ?? QR_STATE.waiting;
  const expired = state === QR_STATE.expired || state === QR_STATE.used;
  if (state === QR_STATE.boundElsewhere) return <p role="alert">{tx.elsewhere}</p>;
  if (state === QR_STATE.limitReached) return <p role="alert">{tx.limit}</p>;
  if (state === QR_STATE.done) return null; // the result shows the payout
  return (
    <div className="respond-claim">
      <p>{tx.claimHint}</p>
      <div className={expired ? 'respond-claim-qr is-expired' : 'respond-claim-qr'}>
        <QrImage content={view.ticket.qrContent} label={tx.qrAlt} />
      </div>
      {expired ? (
        <>
          <p role="alert">{tx.expired}</p>
          <Refresh tx={tx} onClick={load} />
        </>
      ) : view.ticket.simulated ? (
        // A real app's code means nothing to a browser: the link is the simulator's only.
        <a href={view.ticket.qrContent} target="_blank" rel="noopener">
          {tx.openSimulator}
        </a>
      ) : null}
    </div>
  );
}

/** Scanned, and the payout is still on its way to the provider: worth a few more polls. */
const stillPolling = (poll: ClaimPoll) => poll.state === QR_STATE.waiting || poll.payout === 'paying';

function Refresh({ tx, onClick }: { tx: EnvelopeTexts; onClick: () => void }) {
  return (
    <button type="button" className="cairn-button" onClick={onClick}>
      {tx.refresh}
    </button>
  );
}

/** The QR code drawn on the page; the encoder is loaded only when a winner claims. */
function QrImage({ content, label }: { content: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(content, { width: 184, margin: 1 }))
      .then((url) => live && setSrc(url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [content]);
  return src ? (
    <img src={src} alt={label} width={184} height={184} />
  ) : (
    <div style={{ width: 184, height: 184 }} aria-busy="true" />
  );
}
