import { QR_STATE } from '@cairn/contract/auth/qr-state';
import { formatYuan } from '@cairn/contract/money/yuan';
import type { RespondReceipt } from '@cairn/contract/respond/schemas';
import type { Lang } from '@cairn/core/model/lang';
import { useCallback, useState } from 'react';
import { ClaimPanel } from './ClaimPanel.tsx';
import type { ClaimPoll } from './claim-calls.ts';
import { type EnvelopeTexts, envelopeTextsOf } from './envelope-texts.ts';

type Envelope = NonNullable<RespondReceipt['envelope']>;

/**
 * The end page's red envelope (issue 23): a win shows the amount and a "claim" button opening the
 * claim's QR code; once scanned, where the payout stands. No win: a kind word for the reason.
 */
export function EnvelopeResult({
  envelope,
  surveyCode,
  responseId,
  lang,
}: {
  envelope: Envelope;
  surveyCode: string;
  responseId: string;
  lang: Lang;
}) {
  const tx = envelopeTextsOf(lang);
  const [claiming, setClaiming] = useState(false);
  const [settled, setSettled] = useState<ClaimPoll | null>(null);
  const onSettled = useCallback((poll: ClaimPoll) => setSettled(poll), []);
  if (!envelope.won || envelope.amountFen === null)
    return (
      <section className="respond-envelope respond-envelope--lost">
        <p>{tx.lost[envelope.reason ?? 'other'] ?? tx.lost.other}</p>
      </section>
    );
  // Scanned but the prize is gone (no payout to read): say it failed rather than nothing.
  const outcome = settled?.payout
    ? payoutText(tx, settled.payout)
    : settled?.state === QR_STATE.done
      ? tx.failed
      : null;
  return (
    <section className="respond-envelope respond-envelope--won" aria-labelledby="respond-envelope-title">
      <h2 id="respond-envelope-title">{tx.won}</h2>
      <p className="respond-envelope-amount">{formatYuan(envelope.amountFen)}</p>
      {outcome ? (
        <p role="status">{outcome}</p>
      ) : claiming ? (
        <ClaimPanel surveyCode={surveyCode} responseId={responseId} tx={tx} onSettled={onSettled} />
      ) : (
        <button type="button" className="cairn-button" onClick={() => setClaiming(true)}>
          {tx.claim}
        </button>
      )}
    </section>
  );
}

export function payoutText(tx: EnvelopeTexts, payout: NonNullable<ClaimPoll['payout']>): string {
  if (payout === 'paid') return tx.paid;
  if (payout === 'paying') return tx.paying;
  if (payout === 'held') return tx.held;
  if (payout === 'rejected') return tx.rejected;
  return tx.failedPayout;
}
