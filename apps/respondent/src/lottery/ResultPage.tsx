import type { LotteryResultView } from '@cairn/contract/rewards/lottery-schemas';
import type { Lang } from '@cairn/core/model/lang';
import { useCallback, useEffect, useState } from 'react';
import { PlainScreen } from '../AccessScreen.tsx';
import { LotteryCashClaim } from './LotteryCashClaim.tsx';
import { LotteryOutcomeBody, LotterySection } from './LotteryResult.tsx';
import { type LotteryTexts, lotteryTextsOf } from './lottery-texts.ts';
import { fetchResult, type ResultAnswer } from './result-call.ts';

/**
 * The result page of a lottery (/r/{code}#lottery-result={ticket}, the link the end page gave for
 * an after-close draw or a physical prize): not drawn yet (with when the draw comes), or the drawn
 * result and the prize's claim through the end page's own claims; a physical prize claimed says it
 * is on its way, shipped says when with the tracking number. Loading, not found and failed (with a
 * retry) states.
 */
export function ResultPage({ ticket, now = Date.now }: { ticket: string; now?: () => number }) {
  const [answer, setAnswer] = useState<ResultAnswer | null>(null);
  const load = useCallback(() => {
    setAnswer(null);
    void fetchResult(ticket).then(setAnswer);
  }, [ticket]);
  useEffect(load, [load]);
  const lang: Lang = answer?.kind === 'ok' ? answer.view.lang : browserLang();
  const t = lotteryTextsOf(lang);
  let body: React.ReactNode;
  if (answer === null) body = <p aria-busy="true">{t.loading}</p>;
  else if (answer.kind === 'notFound') body = <p role="alert">{t.notFound}</p>;
  else if (answer.kind === 'failed')
    body = (
      <>
        <p role="alert">{t.loadFailed}</p>
        <button type="button" className="cairn-button" onClick={load}>
          {t.retry}
        </button>
      </>
    );
  else body = <Drawn view={answer.view} t={t} now={now()} />;
  return (
    <PlainScreen>
      <LotterySection t={t}>
        {answer?.kind === 'ok' ? <p className="respond-lottery__name">{answer.view.lotteryName}</p> : null}
        {body}
      </LotterySection>
    </PlainScreen>
  );
}

function Drawn({ view, t, now }: { view: LotteryResultView; t: LotteryTexts; now: number }) {
  if (view.state === 'pending') {
    const text =
      view.drawAt === null
        ? t.notDrawnByAuthor
        : view.drawAt <= now
          ? t.notDrawnSoon
          : t.notDrawn(formatTime(view.drawAt, view.lang));
    return <p role="status">{text}</p>;
  }
  const prize = view.prize;
  // A physical prize whose claim is in: where it stands (and, shipped, its tracking number)
  // instead of the claim form again.
  if (prize?.kind === 'physical' && (prize.status === 'claimed' || prize.status === 'shipped'))
    return (
      <>
        <p role="status" className="respond-lottery__won">
          {t.won(prize.name)}
        </p>
        {prize.status === 'shipped' ? (
          <>
            {prize.shippedAt !== null ? (
              <p className="respond-lottery__shipped">{t.shipped(formatTime(prize.shippedAt, view.lang))}</p>
            ) : null}
            {/* A line of its own, so the label is never split from the number. */}
            {prize.trackingNo ? (
              <p className="respond-lottery__shipped">
                {t.trackingNo}
                <strong className="respond-lottery__tracking">{prize.trackingNo}</strong>
              </p>
            ) : null}
          </>
        ) : (
          <p>{t.claimed}</p>
        )}
      </>
    );
  return (
    <LotteryOutcomeBody
      lottery={{
        won: view.state === 'won' && prize !== null,
        prizeName: prize?.name ?? null,
        kind: prize?.kind ?? null,
        amountFen: prize?.amountFen ?? null,
        claimFields: prize?.claimFields ?? null,
        claimToken: prize?.claimToken ?? null,
      }}
      lang={view.lang}
      cashClaim={() => (
        <LotteryCashClaim surveyCode={view.surveyCode} responseId={view.responseId} lang={view.lang} />
      )}
    />
  );
}

const formatTime = (at: number, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);

const browserLang = (): Lang => (navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en');
