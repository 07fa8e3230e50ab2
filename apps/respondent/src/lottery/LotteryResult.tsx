import type { RespondReceipt } from '@cairn/contract/respond/schemas';
import type { Lang } from '@cairn/core/model/lang';
import type { ReactNode } from 'react';
import type { FinishedState } from '../survey/Finished.tsx';
import { CouponClaim, PhysicalClaim } from './ClaimForms.tsx';
import { lotteryTextsOf, yuan } from './lottery-texts.ts';

export type LotteryOutcome = NonNullable<RespondReceipt['lottery']>;

/** The receipt's lottery part, when the finished state carries a real submit's receipt. */
export function lotteryOf(state: FinishedState): LotteryOutcome | null {
  if (state.kind !== 'done' || state.outcome.kind !== 'done') return null;
  return state.outcome.receipt.lottery ?? null;
}

/**
 * The lottery's result on the end page (issue 23): the draw after close still to come, a kind
 * word for no prize, or the prize won and how to claim it — the claim form for a physical prize,
 * the code behind a button for a coupon, and for cash the words saying it comes through the
 * messaging app plus `cashClaim`, the slot where the messaging claim (another part) is placed.
 */
export function LotteryResult(props: {
  state: FinishedState;
  lang: Lang | undefined;
  /** The cash prize's claim through the messaging app, given the claim token. */
  cashClaim?: (claimToken: string) => ReactNode;
}) {
  const lottery = lotteryOf(props.state);
  if (!lottery) return null;
  const t = lotteryTextsOf(props.lang);
  let body: ReactNode;
  if (lottery.pending) body = <p role="status">{t.pending}</p>;
  else if (!lottery.won) body = <p role="status">{t.lost}</p>;
  else
    body = (
      <>
        <p role="status" className="respond-lottery__won">
          {t.won(lottery.prizeName ?? '')}
        </p>
        <PrizeClaim lottery={lottery} lang={props.lang} cashClaim={props.cashClaim} />
      </>
    );
  return (
    <section className="respond-lottery" aria-labelledby="respond-lottery-heading">
      <h2 id="respond-lottery-heading" className="respond-lottery__heading">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}

function PrizeClaim(props: {
  lottery: LotteryOutcome;
  lang: Lang | undefined;
  cashClaim?: (claimToken: string) => ReactNode;
}) {
  const { lottery } = props;
  const t = lotteryTextsOf(props.lang);
  const token = lottery.claimToken;
  if (lottery.kind === 'cash')
    return (
      <>
        <p>{t.cash(yuan(lottery.amountFen ?? 0))}</p>
        {token && props.cashClaim ? props.cashClaim(token) : null}
      </>
    );
  if (!token) return null;
  if (lottery.kind === 'coupon') return <CouponClaim token={token} t={t} />;
  if (lottery.kind === 'physical')
    return <PhysicalClaim token={token} fields={lottery.claimFields ?? []} t={t} />;
  return null;
}
