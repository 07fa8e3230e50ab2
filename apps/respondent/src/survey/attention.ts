import type { QuestionProblem } from '@cairn/core/logic/validate-page';

/**
 * What a refused "next" or "submit" tells the respondent: how many questions need attention and
 * which comes first on the page (problems come in page order, from `validatePage`).
 */
export interface Attention {
  count: number;
  firstKey: string | null;
}

export function attentionOf(problems: readonly QuestionProblem[]): Attention {
  const keys = [...new Set(problems.map((problem) => problem.key))];
  return { count: keys.length, firstKey: keys[0] ?? null };
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

/**
 * Brings the question into view and puts the focus in it: its first control, or the question
 * itself when it has none (a screen reader then reads its title and issue). On a phone the
 * question is often far below the button that was pressed.
 */
export function revealQuestion(root: ParentNode, key: string): HTMLElement | null {
  const question = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
  if (!question) return null;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  question.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  const target = question.querySelector<HTMLElement>(FOCUSABLE) ?? question;
  if (target === question) question.tabIndex = -1;
  target.focus({ preventScroll: true });
  return target;
}
