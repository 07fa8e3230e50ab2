import type { RespondResume, RespondSaveBody } from '@cairn/contract/respond/schemas';
import type { SurveyDocument } from '@cairn/core/document/schema';
import { compileSurvey } from '@cairn/core/logic/compile';
import { evaluateFlow } from '@cairn/core/logic/evaluate-flow';
import { nextStep, previousPage, resumeStep, type Step } from '@cairn/core/logic/pages';
import { validatePage } from '@cairn/core/logic/validate-page';
import type { Lang } from '@cairn/core/model/lang';
import { SurveyUiProvider, type SurveyUiServices, ThemeScope, useSwipe } from '@cairn/survey-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Endpoints } from '../api.ts';
import { randomId } from '../draft/draft-store.ts';
import { textsOf } from '../texts.ts';
import { useUploadServices } from '../uploads/use-uploads.ts';
import { Answering, isNumbered } from './Answering.tsx';
import { Finished, type FinishedState } from './Finished.tsx';
import { autoNextFits } from './interview-mode.ts';
import { PreviewBar } from './PreviewBar.tsx';
import { preselectedAnswers } from './preselect.ts';
import { progressWithPage } from './progress.ts';
import { numberQuestions } from './question-node.ts';
import { SurveyTitle } from './SurveyTitle.tsx';
import { savePartial, submitPreview, submitResponse } from './submit.ts';
import { useDraft } from './use-draft.ts';
import { useQuestionTiming } from './use-question-timing.ts';
import { Welcome } from './Welcome.tsx';

export interface RespondentProps {
  code: string;
  document: SurveyDocument;
  lang: Lang;
  preview: boolean;
  endpoints: Endpoints;
  credentials: {
    password?: string;
    inviteCode?: string;
    interview?: { intervieweeCode: string; ticket: string };
  };
  resume: RespondResume | null;
  /**
   * The offline interview file (src/offline/): the draft lives under its own key (one per
   * interviewee), nothing is saved, files are kept by `services` (offline-files.ts) until the
   * sync uploads them, and "submit" hands the body to `finish` (which queues it for the sync)
   * instead of sending it.
   */
  offline?: {
    draftKey: string;
    finish: (body: RespondSaveBody) => Promise<void>;
    services: SurveyUiServices;
  };
  /** Interviewer mode (issue 24): the draft's own key and the interviewee's code shown on top. */
  draftCode?: string;
  interviewing?: string;
}

/**
 * One respondent answering one published version: welcome, pages through the core engine, live
 * validation, local draft at every change, partial save at page turns, submit until receipt.
 */
export function Respondent(props: RespondentProps) {
  const { document: doc, lang } = props;
  const t = textsOf(lang);
  const settings = doc.settings;
  const compiled = useMemo(() => compileSurvey(doc), [doc]);
  const { draft, update, restart, stored } = useDraft(
    props.offline?.draftKey ?? props.draftCode ?? props.code,
    doc.version,
    props.preview,
    props.resume,
  );
  const view = useMemo(
    () => evaluateFlow(compiled, draft.answers, draft.seed),
    [compiled, draft.answers, draft.seed],
  );
  const [welcomed, setWelcomed] = useState(() => draft.pageKey !== null || !settings.welcome);
  const [back, setBack] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  // Refused presses of "next"/"submit" on this page: each one reveals the first problem again.
  const [refusals, setRefusals] = useState(0);
  const [finished, setFinished] = useState<FinishedState | null>(() =>
    draft.status === 'pending' ? { kind: 'sending' } : null,
  );
  const abort = useRef(new AbortController());
  useEffect(() => () => abort.current.abort(), []);
  useEffect(() => {
    document.title = doc.title;
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  }, [doc.title, lang]);

  // The page shown: the one stored in the draft while it is still on the path, else where a
  // returning respondent resumes (the first page that does not validate yet).
  const step: Step = useMemo(() => {
    const stored = view.pages.findIndex((page) => page.key === draft.pageKey);
    const page = view.pages[stored];
    return page ? { kind: 'page', page, index: stored } : resumeStep(view);
  }, [view, draft.pageKey]);
  const pageKey = step.kind === 'page' ? step.page.key : null;
  const numbers = useMemo(
    () =>
      settings.showNumbers === false
        ? null
        : numberQuestions(
            view.pages.flatMap((page) => page.questions.map((question) => question.key)),
            (key) => isNumbered(view, key),
          ),
    [view, settings.showNumbers],
  );
  // Options a display rule preselects start checked when their page opens (once per question).
  const shownPage = welcomed && !finished && step.kind === 'page' ? step.page : null;
  useEffect(() => {
    if (!shownPage) return;
    const start = preselectedAnswers(shownPage, draft.answers, new Set(draft.preset ?? []));
    const keys = Object.keys(start);
    if (keys.length === 0) return;
    update((current) => ({
      ...current,
      answers: { ...start, ...current.answers },
      preset: [...(current.preset ?? []), ...keys],
    }));
  }, [shownPage, draft.answers, draft.preset, update]);
  const timingsNow = useQuestionTiming(
    useMemo(() => shownPage?.questions.map((question) => question.key) ?? null, [shownPage]),
    update,
  );
  const online = useUploadServices(
    props.preview || props.offline
      ? null
      : {
          code: props.code,
          responseId: draft.responseId,
          credentials: props.credentials,
          lang,
          networkMessage: t.uploadNetwork,
          previews: draft.files,
          update,
        },
  );
  const services = props.offline?.services ?? online;
  const problems = useMemo(() => {
    if (!pageKey) return [];
    const all = validatePage(view, pageKey);
    return showAll ? all : all.filter((problem) => touched.has(problem.key));
  }, [view, pageKey, touched, showAll]);

  const bodyOf = (answers: Record<string, unknown>, responseId: string): RespondSaveBody => ({
    surveyCode: props.code,
    responseId,
    version: doc.version,
    answers,
    ...props.credentials,
    startedAt: draft.startedAt,
    durationMs: Math.max(0, Date.now() - Date.parse(draft.startedAt)),
    timings: timingsNow(draft.timings),
    params: Object.fromEntries(new URLSearchParams(location.search)),
    device: window.matchMedia?.('(max-width: 767px)').matches ? 'phone' : 'pc',
  });

  const send = (responseId: string, answers: Record<string, unknown>) => {
    setFinished({ kind: 'sending' });
    const body = bodyOf(answers, responseId);
    if (props.offline) {
      void props.offline.finish(body).then(
        () => update((current) => ({ ...current, status: 'done' })),
        () => {
          update((current) => ({ ...current, status: 'answering' }));
          setFinished({ kind: 'refused', message: t.storageBlocked });
        },
      );
      return;
    }
    const sending = props.preview
      ? submitPreview(props.endpoints, body)
      : submitResponse(props.endpoints, body, {
          onPending: () => setFinished({ kind: 'pending' }),
          onNewId: (id) => update((current) => ({ ...current, responseId: id })),
          newId: randomId,
          signal: abort.current.signal,
        });
    void sending.then(
      (outcome) => {
        if (outcome.kind === 'aborted') return;
        if (outcome.kind === 'done') update((current) => ({ ...current, status: 'done' }));
        // Refused (A0400, closed meanwhile, ...): the answers stay in the draft for another try.
        else update((current) => ({ ...current, status: 'answering' }));
        if (outcome.kind === 'preview' && !outcome.result.ok)
          setFinished({ kind: 'refused', message: t.previewRefused(outcome.result.problems.length) });
        else
          setFinished(
            outcome.kind === 'done' || outcome.kind === 'preview'
              ? { kind: 'done', outcome }
              : { kind: 'refused', message: outcome.message },
          );
      },
      () => {
        update((current) => ({ ...current, status: 'answering' }));
        setFinished({ kind: 'refused', message: t.loadFailed });
      },
    );
  };

  // A complete response that was waiting for its receipt when the page closed: send it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (draft.status === 'pending') send(draft.responseId, view.answers);
  }, []);

  const goNext = (force = false) => {
    if (!pageKey) return;
    if (!force && validatePage(view, pageKey).length > 0) {
      setShowAll(true);
      setRefusals((count) => count + 1);
      return;
    }
    const next = nextStep(view, pageKey);
    setShowAll(false);
    setRefusals(0);
    setBack(false);
    if (next.kind === 'page') {
      update((current) => ({ ...current, pageKey: next.page.key }));
      if (!props.preview && !props.offline)
        void savePartial(props.endpoints, bodyOf(view.answers, draft.responseId)).catch(() => false);
      window.scrollTo?.(0, 0);
      return;
    }
    update((current) => ({ ...current, status: 'pending' }));
    send(draft.responseId, view.answers);
  };
  const goBack = () => {
    if (!pageKey) return;
    const previous = previousPage(view, pageKey);
    if (!previous) return;
    setBack(true);
    setShowAll(false);
    setRefusals(0);
    update((current) => ({ ...current, pageKey: previous.key }));
  };
  const canBack = settings.allowBack !== false && pageKey !== null && previousPage(view, pageKey) !== null;
  const swipe = useSwipe(doc.theme.touch === true, (direction) =>
    direction === 'next' ? goNext() : canBack && goBack(),
  );

  // Interviewer mode's auto-next: set by an answer, acted on once the answer is in the view.
  const [autoNext, setAutoNext] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an answer asked for it
  useEffect(() => {
    if (!autoNext) return;
    setAutoNext(false);
    goNext();
  }, [autoNext]);

  const onAnswer = (key: string, value: unknown) => {
    if (
      props.interviewing &&
      settings.autoNext === true &&
      step.kind === 'page' &&
      autoNextFits(step.page, key, value)
    )
      setAutoNext(true);
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    update((current) => {
      const answers = { ...current.answers };
      if (value === null || value === undefined) delete answers[key];
      else answers[key] = value;
      return { ...current, answers, pageKey: current.pageKey ?? pageKey };
    });
  };

  let content: React.ReactNode;
  if (finished) {
    // Retry now: cut the backoff wait short (the delivery loop listens for `online`).
    content = (
      <Finished
        state={finished}
        surveyCode={props.preview ? undefined : props.code}
        settings={settings}
        t={t}
        onRetry={() => window.dispatchEvent(new Event('online'))}
        onBack={() => {
          setFinished(null);
          setShowAll(true);
        }}
      />
    );
  } else if (!welcomed) {
    content = (
      <Welcome
        title={doc.title}
        html={settings.welcome ?? ''}
        start={t.start}
        onStart={() => setWelcomed(true)}
        more={t.titleMore}
        less={t.titleLess}
      />
    );
  } else if (step.kind !== 'page') {
    content = (
      <Finished
        state={{ kind: 'outcome', outcome: step.kind }}
        settings={settings}
        t={t}
        onRetry={() => {}}
        onBack={() => {}}
      />
    );
  } else {
    content = (
      <Answering
        view={view}
        answers={draft.answers}
        page={step.page}
        lang={lang}
        t={t}
        numbers={numbers}
        problems={problems}
        progress={settings.showProgress === false ? null : progressWithPage(view, step.page, draft.answers)}
        isLast={nextStep(view, step.page.key).kind !== 'page'}
        canBack={canBack}
        back={back}
        onAnswer={onAnswer}
        onNext={() => goNext()}
        onBack={goBack}
        onExpire={() => settings.autoNext !== false && goNext(true)}
        refusals={showAll ? refusals : 0}
      />
    );
  }

  return (
    <SurveyUiProvider value={services}>
      <ThemeScope theme={doc.theme} className="respond-root">
        <div className="respond-shell" {...swipe}>
          {welcomed ? <SurveyTitle title={doc.title} small more={t.titleMore} less={t.titleLess} /> : null}
          {props.interviewing ? (
            <p className="respond-note" role="status">
              {t.interviewing(props.interviewing)}
            </p>
          ) : null}
          {!stored ? (
            <p className="respond-note" role="status">
              {t.storageBlocked}
            </p>
          ) : null}
          {props.preview ? (
            <PreviewBar
              note={t.previewNote}
              reset={t.reset}
              onReset={() => {
                restart();
                setFinished(null);
                setTouched(new Set());
              }}
            />
          ) : null}
          {content}
        </div>
      </ThemeScope>
    </SurveyUiProvider>
  );
}
