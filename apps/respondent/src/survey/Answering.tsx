import type { QuestionProblem } from '@cairn/core/logic/validate-page';
import type { FlowView, PageView } from '@cairn/core/logic/view';
import type { Lang } from '@cairn/core/model/lang';
import { QuestionView, rendererFor } from '@cairn/survey-ui';
import { useEffect, useRef } from 'react';
import type { Texts } from '../texts.ts';
import { attentionOf, revealQuestion } from './attention.ts';
import { nodeForView } from './question-node.ts';

export interface AnsweringProps {
  view: FlowView;
  /** The respondent's own answers (what the inputs show). */
  answers: Record<string, unknown>;
  page: PageView;
  lang: Lang;
  t: Texts;
  numbers: Map<string, number> | null;
  /** Problems shown: for questions touched so far, or all after a refused "next". */
  problems: QuestionProblem[];
  progress: { done: number; total: number } | null;
  isLast: boolean;
  canBack: boolean;
  back: boolean;
  onAnswer: (key: string, value: unknown) => void;
  onNext: () => void;
  onBack: () => void;
  onExpire: (key: string) => void;
  /** Counts refused "next"/"submit" presses (0: none yet on this page); each one reveals the first problem. */
  refusals: number;
}

/** One page of questions, with progress, issues under each question, back and next/submit. */
export function Answering(props: AnsweringProps) {
  const { page, lang, t, problems } = props;
  const issuesOf = (key: string) =>
    problems.flatMap((problem) => (problem.key === key && problem.kind === 'answer' ? problem.issues : []));
  const rulesOf = (key: string) =>
    problems.flatMap((problem) => (problem.key === key && problem.kind === 'rule' ? [problem.message] : []));
  const attention = attentionOf(problems);
  const pageRef = useRef<HTMLElement>(null);
  // After a refusal: scroll to and focus the first question that needs attention. Only on a press
  // (not as the respondent fixes answers, which would pull the focus away from what they type).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each refusal only
  useEffect(() => {
    if (props.refusals === 0 || !attention.firstKey || !pageRef.current) return;
    revealQuestion(pageRef.current, attention.firstKey);
  }, [props.refusals]);
  return (
    <main className={`cairn-page respond-page${props.back ? ' is-back' : ''}`} key={page.key} ref={pageRef}>
      {props.progress ? (
        <div
          className="respond-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={props.progress.total}
          aria-valuenow={props.progress.done}
          aria-label={t.progress(props.progress.done, props.progress.total)}
        >
          <div className="respond-progress__track">
            <div
              className="respond-progress__bar"
              style={{
                width: `${props.progress.total ? (100 * props.progress.done) / props.progress.total : 0}%`,
              }}
            />
          </div>
          <span className="respond-progress__text">
            {t.progress(props.progress.done, props.progress.total)}
          </span>
        </div>
      ) : null}
      {page.questions.map((question) => {
        const rules = rulesOf(question.key);
        return (
          <div key={question.key} className="respond-question" data-key={question.key}>
            <QuestionView
              node={nodeForView(question)}
              number={props.numbers?.get(question.key)}
              value={props.answers[question.key] ?? null}
              onChange={(value) => props.onAnswer(question.key, value)}
              lang={lang}
              issues={issuesOf(question.key)}
              onExpire={() => props.onExpire(question.key)}
              mode="respond"
            />
            {rules.map((message) => (
              <p key={message} className="cairn-issues__item respond-rule" role="alert">
                {message}
              </p>
            ))}
          </div>
        );
      })}
      {/* Announced at each refusal (a new element each time, so the same count is said again). */}
      <div className="respond-attention-region" aria-live="assertive" aria-atomic="true">
        {props.refusals > 0 && attention.count > 0 ? (
          <p key={props.refusals} className="respond-attention" role="alert">
            {t.fixIssues(attention.count)}
          </p>
        ) : null}
      </div>
      <nav className="respond-nav">
        {props.canBack ? (
          <button type="button" className="cairn-button respond-nav__back" onClick={props.onBack}>
            {t.back}
          </button>
        ) : null}
        <button
          type="button"
          className="cairn-button cairn-button--primary respond-nav__next"
          onClick={props.onNext}
        >
          {props.isLast ? t.submit : t.next}
        </button>
      </nav>
    </main>
  );
}

/** True when survey-ui frames this key's type as a numbered question. */
export function isNumbered(view: FlowView, key: string): boolean {
  const question = view.questions.get(key);
  return question ? rendererFor(question.node)?.frame === 'question' : false;
}
