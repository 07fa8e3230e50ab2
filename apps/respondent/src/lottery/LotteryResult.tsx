import type { RespondReceipt } from '@cairn/contract/respond/schemas';
import type { Lang } from '@cairn/core/model/lang';
import type { ReactNode } from 'react';
import type { FinishedState } from '../survey/Finished.tsx';
import { CouponClaim, PhysicalClaim } from './ClaimForms.tsx';
import { type LotteryTexts, lotteryTextsOf, yuan } from './lottery-texts.ts';
import { RESULT_HASH } from './result-call.ts';

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
  const body = lottery.pending ? (
    <>
      <p role="status">{t.pending}</p>
      {lottery.resultTicket ? <ResultLink ticket={lottery.resultTicket} t={t} /> : null}
    </>
  ) : (
    <>
      <LotteryOutcomeBody lottery={lottery} lang={props.lang} cashClaim={props.cashClaim} />
      {lottery.won && lottery.kind === 'physical' && lottery.resultTicket ? (
        <ResultLink ticket={lottery.resultTicket} t={t} intro={t.followLinkIntro} />
      ) : null}
    </>
  );
  return <LotterySection t={t}>{body}</LotterySection>;
}

/** The lottery's card: its heading and what is to be said. */
export function LotterySection({ t, children }: { t: LotteryTexts; children: ReactNode }) {
  return (
    <section className="respond-lottery" aria-labelledby="respond-lottery-heading">
      <h2 id="respond-lottery-heading" className="respond-lottery__heading">
        {t.heading}
      </h2>
      {children}
    </section>
  );
}

/** A drawn result: a kind word for no prize, or the prize won and how to claim it. */
export function LotteryOutcomeBody(props: {
  lottery: Pick<LotteryOutcome, 'won' | 'prizeName' | 'kind' | 'amountFen' | 'claimFields' | 'claimToken'>;
  lang: Lang | undefined;
  cashClaim?: (claimToken: string) => ReactNode;
}) {
  const t = lotteryTextsOf(props.lang);
  if (!props.lottery.won) return <p role="status">{t.lost}</p>;
  return (
    <>
      <p role="status" className="respond-lottery__won">
        {t.won(props.lottery.prizeName ?? '')}
      </p>
      <PrizeClaim lottery={props.lottery} lang={props.lang} cashClaim={props.cashClaim} />
    </>
  );
}

/**
 * The result page's link (lottery/ResultPage.tsx): kept until an after-close draw, or to follow a
 * physical prize's shipping and tracking number.
 */
function ResultLink({ ticket, t, intro }: { ticket: string; t: LotteryTexts; intro?: string }) {
  const href = `${location.origin}${location.pathname}#${RESULT_HASH}=${encodeURIComponent(ticket)}`;
  return (
    <p className="respond-lottery__link">
      {intro ?? t.resultLinkIntro} <a href={href}>{t.resultLink}</a>
    </p>
  );
}

function PrizeClaim(props: {
  lottery: Pick<LotteryOutcome, 'kind' | 'amountFen' | 'claimFields' | 'claimToken'>;
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
