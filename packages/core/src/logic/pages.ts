import { validatePage } from './validate-page.ts';
import type { FlowView, Outcome, PageView } from './view.ts';

/**
 * Page navigation over a `FlowView`. The view is recomputed from the answers after every change,
 * so "next" is simply the page after the current one on the current path: jumps, hidden
 * questions and branches taken are already in it. Pages are named by key, not index, because an
 * earlier answer can add or remove pages before the current one's position.
 */
export type Step = { kind: 'page'; page: PageView; index: number } | { kind: Outcome };

function pageAt(view: FlowView, index: number): Step {
  const page = view.pages[index];
  return page ? { kind: 'page', page, index } : { kind: view.outcome };
}

/** Where a respondent starts: the first page, or straight to the outcome when nothing is shown. */
export function firstStep(view: FlowView): Step {
  return pageAt(view, 0);
}

/**
 * What comes after the page `pageKey` (after it validated). A page no longer on the path (an
 * earlier answer changed) restarts at the first page, which is always safe to show.
 */
export function nextStep(view: FlowView, pageKey: string): Step {
  const index = view.pages.findIndex((page) => page.key === pageKey);
  return pageAt(view, index === -1 ? 0 : index + 1);
}

/** The page before `pageKey` on the current path (back navigation), or null on the first page. */
export function previousPage(view: FlowView, pageKey: string): PageView | null {
  const index = view.pages.findIndex((page) => page.key === pageKey);
  return index > 0 ? (view.pages[index - 1] ?? null) : null;
}

/**
 * Progress on page `pageKey`: answerable questions on earlier pages (done) out of all answerable
 * questions on the current path (an estimate: later answers can still change the path).
 */
export function progressOf(view: FlowView, pageKey: string | null): { done: number; total: number } {
  let done = 0;
  let total = 0;
  let before = pageKey !== null;
  for (const page of view.pages) {
    if (page.key === pageKey) before = false;
    const count = page.questions.filter((question) => question.answerable).length;
    total += count;
    if (before) done += count;
  }
  return { done: pageKey === null ? total : done, total };
}

/**
 * Where a returning respondent resumes: the first page on the path that does not validate yet
 * (an unanswered required question, a rule that fails), else the last page (all answered, not
 * yet submitted), else the outcome when nothing is shown.
 */
export function resumeStep(view: FlowView): Step {
  const index = view.pages.findIndex((page) => validatePage(view, page.key).length > 0);
  return pageAt(view, index === -1 ? Math.max(0, view.pages.length - 1) : index);
}
