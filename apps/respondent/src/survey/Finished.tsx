import type { RespondPreviewResult, RespondReceipt } from '@cairn/contract/respond/schemas';
import type { SurveySettings } from '@cairn/core/survey/settings';
import { RichText } from '@cairn/survey-ui';
import { useEffect } from 'react';
import { LotteryCashClaim } from '../lottery/LotteryCashClaim.tsx';
import { LotteryResult } from '../lottery/LotteryResult.tsx';
import type { Texts } from '../texts.ts';
import { EnvelopeResult } from './EnvelopeResult.tsx';
import { redirectTarget } from './redirect.ts';

export type FinishedState =
  | { kind: 'sending' }
  | { kind: 'pending' }
  | {
      kind: 'done';
      outcome: { kind: 'done'; receipt: RespondReceipt } | { kind: 'preview'; result: RespondPreviewResult };
    }
  | { kind: 'refused'; message: string }
  /** The path ended with nothing left to show (e.g. a jump to the end on the first page). */
  | { kind: 'outcome'; outcome: 'end' | 'screen_out' };

/** After the last page: sending, pending (offline), the end or screen-out page, or a redirect. */
export function Finished({
  state,
  settings,
  t,
  onRetry,
  onBack,
  surveyCode,
}: {
  state: FinishedState;
  /** The survey's code (the envelope's claim names it); absent in preview. */
  surveyCode?: string;
  settings: SurveySettings;
  t: Texts;
  onRetry: () => void;
  /** Refused: back to the answers (kept) to change them and submit again. */
  onBack: () => void;
}) {
  const screenedOut =
    (state.kind === 'done' &&
      (state.outcome.kind === 'done'
        ? state.outcome.receipt.status === 'screened_out'
        : state.outcome.result.status === 'screened_out')) ||
    (state.kind === 'outcome' && state.outcome === 'screen_out');
  const isPreview = state.kind === 'done' && state.outcome.kind === 'preview';
  const redirect =
    state.kind === 'done' && !isPreview
      ? redirectTarget(
          screenedOut ? settings.screenOutUrl : settings.redirectUrl,
          location.search,
          settings.redirectPassParams === true,
        )
      : null;
  useEffect(() => {
    if (redirect) location.assign(redirect);
  }, [redirect]);

  if (state.kind === 'sending')
    return (
      <main className="cairn-page respond-finished" aria-busy="true">
        <p role="status">{t.sending}</p>
      </main>
    );
  if (state.kind === 'pending')
    return (
      <main className="cairn-page respond-finished respond-finished--pending">
        <p role="status">{t.pending}</p>
        <button type="button" className="cairn-button" onClick={onRetry}>
          {t.retryNow}
        </button>
      </main>
    );
  if (state.kind === 'refused')
    return (
      <main className="cairn-page respond-finished respond-finished--refused">
        <h2>{t.refusedTitle}</h2>
        <p role="alert">{state.message}</p>
        <button type="button" className="cairn-button" onClick={onBack}>
          {t.backToAnswers}
        </button>
      </main>
    );
  if (redirect)
    return (
      <main className="cairn-page respond-finished">
        <p role="status">{t.redirecting}</p>
      </main>
    );
  const html = screenedOut ? settings.screenOutMessage : settings.endMessage;
  return (
    <main
      className="cairn-page respond-finished respond-finished--done"
      data-outcome={screenedOut ? 'screen_out' : 'end'}
    >
      {isPreview ? <p role="status">{t.previewDone}</p> : null}
      {html ? <RichText as="div" html={html} /> : <p role="status">{screenedOut ? t.screenOut : t.done}</p>}
      {state.kind === 'done' &&
      state.outcome.kind === 'done' &&
      state.outcome.receipt.envelope &&
      surveyCode ? (
        <EnvelopeResult
          envelope={state.outcome.receipt.envelope}
          surveyCode={surveyCode}
          responseId={state.outcome.receipt.responseId}
          lang={settings.lang === 'en' ? 'en' : 'zh'}
        />
      ) : null}
      <LotteryResult
        state={state}
        lang={settings.lang}
        cashClaim={() =>
          state.kind === 'done' && state.outcome.kind === 'done' && surveyCode ? (
            <LotteryCashClaim
              surveyCode={surveyCode}
              responseId={state.outcome.receipt.responseId}
              lang={settings.lang === 'en' ? 'en' : 'zh'}
            />
          ) : null
        }
      />
    </main>
  );
}
