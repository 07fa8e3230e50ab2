import { withHiddenSelected } from '@cairn/core/logic/choice-shape';
import type { PageView } from '@cairn/core/logic/view';

/**
 * Starting answers for a page's questions whose option display rules preselect options: what the
 * respondent sees checked when the page opens. Only once per question (`done` holds the keys
 * already given a start), so an answer the respondent cleared is not filled in again.
 */
export function preselectedAnswers(
  page: PageView,
  answers: Readonly<Record<string, unknown>>,
  done: ReadonlySet<string>,
): Record<string, unknown> {
  const start: Record<string, unknown> = {};
  for (const question of page.questions) {
    if (done.has(question.key) || answers[question.key] !== undefined) continue;
    const ids = question.options.filter((option) => option.preselected).map((option) => option.id);
    if (ids.length === 0) continue;
    const answer = withHiddenSelected(undefined, ids, question.node);
    if (answer !== undefined) start[question.key] = answer;
  }
  return start;
}
