import type { NodeRecord } from '../model/node.ts';
import { definitionOf } from '../question-types/registry.ts';

/**
 * Whether a question answers with one option (`{ optionId }`) or a set (`{ optionIds }`), as its
 * type declares (`AnswerSpec.choiceShape`), so hide_select knows how to add an option. Rank and
 * cascade take `{ optionIds }` too but are not sets of choices (no "other" texts): they are not
 * completed by hide_select, which hides the option there instead.
 */
export function choiceShape(node: NodeRecord): 'single' | 'multiple' | null {
  return definitionOf(node)?.answer?.choiceShape ?? null;
}

/**
 * A choice answer with the hide_select options added (they count as chosen though not shown);
 * a single choice takes the first when unanswered. Other types: nothing to add (nonsense rule).
 */
export function withHiddenSelected(answer: unknown, hidden: readonly number[], node: NodeRecord): unknown {
  const shape = hidden.length === 0 ? null : choiceShape(node);
  if (shape === null) return answer;
  if (answer === undefined || answer === null)
    return shape === 'single' ? { optionId: hidden[0] } : { optionIds: [...hidden] };
  if (
    shape === 'multiple' &&
    typeof answer === 'object' &&
    'optionIds' in answer &&
    Array.isArray(answer.optionIds)
  ) {
    const ids = answer.optionIds as unknown[];
    return { ...answer, optionIds: [...ids, ...hidden.filter((id) => !ids.includes(id))] };
  }
  return answer;
}
