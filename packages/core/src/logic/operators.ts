import { type AnswerFacts, NO_FACTS, numberOfText } from './answer-facts.ts';
import { Operator } from './logic-codes.ts';
import type { Condition, ConditionItem } from './schema.ts';

/**
 * Operators over answer facts. Conventions (also in CONTEXT.md):
 * - Nonsense pairs are false, never errors: a comparison without a number or text to compare,
 *   "checked" without listed options, a text operator on a question without text.
 * - An unanswered question checks nothing: Unchecked and NotIncludes (with options) hold, every
 *   comparison (NotEqual too) fails, CheckedCount counts 0.
 * - Text compares after NFKC normalisation, trimming and lower-casing; Includes/NotIncludes test
 *   containment; Gt/Lt/Between compare texts in code-point order (so ISO dates and HH:mm
 *   times compare as dates and times). A value that reads as a number compares numerically.
 * - With `optionIds` on a comparison, the first listed option's score (rate, slider, proportion)
 *   or rank position (rank) is compared, and answers without per-option values fail; Equal/NotEqual without a value compare the checked set
 *   with the listed set.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

export function compareNumbers(operator: number, x: number, value: number, value2: number | null): boolean {
  switch (operator) {
    case Operator.Equal:
      return x === value;
    case Operator.NotEqual:
      return x !== value;
    case Operator.Gte:
      return x >= value;
    case Operator.Lte:
      return x <= value;
    case Operator.Gt:
      return x > value;
    case Operator.Lt:
      return x < value;
    case Operator.Between:
      return value2 !== null && x >= Math.min(value, value2) && x <= Math.max(value, value2);
    default:
      return false;
  }
}

function compareTexts(operator: number, text: string, value: string): boolean {
  const a = normalizeText(text);
  const b = normalizeText(value);
  switch (operator) {
    case Operator.Equal:
      return a === b;
    case Operator.NotEqual:
      return a !== b;
    case Operator.Gte:
      return a >= b;
    case Operator.Lte:
      return a <= b;
    case Operator.Gt:
      return a > b;
    case Operator.Lt:
      return a < b;
    default:
      return false;
  }
}

function numberFor(item: ConditionItem, facts: AnswerFacts): number | null {
  const first = item.optionIds[0];
  return first === undefined ? facts.number : (facts.optionValues.get(first) ?? null);
}

function sameSet(listed: readonly number[], checked: ReadonlySet<number>): boolean {
  return listed.length === checked.size && listed.every((id) => checked.has(id));
}

function comparison(item: ConditionItem, facts: AnswerFacts): boolean {
  if (!facts.answered) return false;
  const { value, optionType } = item;
  if (value === null) {
    if (item.optionIds.length === 0) return false;
    if (optionType === Operator.Equal) return sameSet(item.optionIds, facts.checkedSet);
    if (optionType === Operator.NotEqual) return !sameSet(item.optionIds, facts.checkedSet);
    return false;
  }
  const target = typeof value === 'number' ? value : numberOfText(value);
  if (target === null) {
    // A text value: compare with the answer's text.
    if (facts.text === null || optionType === Operator.Between) return false;
    return compareTexts(optionType, facts.text, String(value));
  }
  const x = numberFor(item, facts);
  if (x !== null) return compareNumbers(optionType, x, target, item.value2);
  if (facts.text !== null && typeof value === 'string' && item.optionIds.length === 0)
    return compareTexts(optionType, facts.text, value);
  return false;
}

function contains(facts: AnswerFacts, value: ConditionItem['value']): boolean | null {
  if (value === null || String(value).trim() === '') return null;
  return facts.text !== null && normalizeText(facts.text).includes(normalizeText(String(value)));
}

/** One condition item over the facts of its question's answer. */
export function evaluateItem(item: ConditionItem, facts: AnswerFacts): boolean {
  const ids = item.optionIds;
  const checked = facts.checkedSet;
  switch (item.optionType) {
    case Operator.All:
      return true;
    case Operator.Answered:
      return facts.answered;
    case Operator.NotAnswered:
      return !facts.answered;
    case Operator.Checked:
      return ids.length > 0 && ids.every((id) => checked.has(id));
    case Operator.Unchecked:
      return ids.length > 0 && !ids.some((id) => checked.has(id));
    case Operator.Includes:
      return ids.length > 0 ? ids.some((id) => checked.has(id)) : contains(facts, item.value) === true;
    case Operator.NotIncludes: {
      if (ids.length > 0) return !ids.some((id) => checked.has(id));
      const found = contains(facts, item.value);
      return found === null ? false : !found;
    }
    case Operator.CheckedCount: {
      const target = typeof item.value === 'number' ? item.value : numberOfText(String(item.value ?? ''));
      if (target === null) return false;
      return compareNumbers(item.compare ?? Operator.Equal, facts.checked.length, target, item.value2);
    }
    default:
      return comparison(item, facts);
  }
}

/**
 * A whole condition. `factsFor` gives the facts of every answer the item's question has on the
 * path (several inside loops: the item holds when it holds for any round).
 */
export function evaluateCondition(
  condition: Condition | null,
  factsFor: (item: ConditionItem) => readonly AnswerFacts[],
): boolean {
  if (condition === null) return true;
  const test = (item: ConditionItem) => {
    if (item.optionType === Operator.All) return true;
    const all = factsFor(item);
    if (all.length === 0) return evaluateItem(item, NO_FACTS);
    return all.some((facts) => evaluateItem(item, facts));
  };
  return condition.relation === 'or' ? condition.nodes.some(test) : condition.nodes.every(test);
}
