import type { QuestionView } from '@cairn/core/logic/view';
import type { Node } from '@cairn/core/model/node';

/**
 * The node survey-ui renders for one question as this respondent sees it: the piped title, the
 * visible options in this respondent's order (carried ones included, "other" titles replaced),
 * sub-questions in position, and the option groups the visible options point at.
 */
export function nodeForView(question: QuestionView): Node {
  const choices = question.options.map((view) => ({ ...view.option, title: view.title }));
  const subs = question.subQuestions.map((view) => ({ ...view.option, title: view.title }));
  const groups = question.allowedOptions.filter((option) => option.isGroup);
  return { ...question.node, title: question.title, options: [...subs, ...groups, ...choices], children: [] };
}

/** Numbers for the questions on the path (1, 2, ...), only for types framed as questions. */
export function numberQuestions(
  keys: readonly string[],
  isNumbered: (key: string) => boolean,
): Map<string, number> {
  const numbers = new Map<string, number>();
  let next = 1;
  for (const key of keys) if (isNumbered(key)) numbers.set(key, next++);
  return numbers;
}
