import { progressOf } from '@cairn/core/logic/pages';
import { validateQuestion } from '@cairn/core/logic/validate-page';
import type { FlowView, PageView } from '@cairn/core/logic/view';

/**
 * The engine's progress counts questions on earlier pages; the bar also counts this page's
 * questions as soon as their answers are valid, so a one-page survey does not sit at zero.
 */
export function progressWithPage(view: FlowView, page: PageView, answers: Record<string, unknown>) {
  const base = progressOf(view, page.key);
  const here = page.questions.filter(
    (question) =>
      question.answerable &&
      answers[question.key] !== undefined &&
      validateQuestion(view, question).length === 0,
  ).length;
  return { done: Math.min(base.total, base.done + here), total: base.total };
}
