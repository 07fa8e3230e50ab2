import { QR_STATE } from '@cairn/contract/auth/qr-state';
import type { Lang } from '@cairn/core/model/lang';
import { useCallback, useState } from 'react';
import { ClaimPanel } from '../survey/ClaimPanel.tsx';
import type { ClaimPoll } from '../survey/claim-calls.ts';
import { payoutText } from '../survey/EnvelopeResult.tsx';
import { lotteryClaimTextsOf } from '../survey/envelope-texts.ts';

/**
 * A lottery cash prize's claim on the end page: the red envelope's QR claim (ClaimPanel) for the
 * response's lottery prize, then where the payout stands.
 */
export function LotteryCashClaim(props: { surveyCode: string; responseId: string; lang: Lang }) {
  const tx = lotteryClaimTextsOf(props.lang);
  const [claiming, setClaiming] = useState(false);
  const [settled, setSettled] = useState<ClaimPoll | null>(null);
  const onSettled = useCallback((poll: ClaimPoll) => setSettled(poll), []);
  const outcome = settled?.payout
    ? payoutText(tx, settled.payout)
    : settled?.state === QR_STATE.done
      ? tx.failed
      : null;
  if (outcome) return <p role="status">{outcome}</p>;
  if (claiming)
    return (
      <ClaimPanel
        surveyCode={props.surveyCode}
        responseId={props.responseId}
        kind="lottery"
        tx={tx}
        onSettled={onSettled}
      />
    );
  return (
    <button type="button" className="cairn-button" onClick={() => setClaiming(true)}>
      {tx.claim}
    </button>
  );
}
