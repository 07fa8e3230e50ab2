import { type Condition, type ConditionSource, Operator, type OperatorValue } from '@cairn/core';

/**
 * Which operators the path-condition builder offers for a question (kept here, small, so the flow
 * screen does not depend on the logic editor's fuller table): questions with options test their
 * options; the others are tested as answered, as text or as a number.
 */
const WITH_OPTIONS: OperatorValue[] = [
  Operator.Checked,
  Operator.Unchecked,
  Operator.Includes,
  Operator.NotIncludes,
  Operator.Answered,
  Operator.NotAnswered,
];
const WITHOUT_OPTIONS: OperatorValue[] = [
  Operator.Answered,
  Operator.NotAnswered,
  Operator.Equal,
  Operator.NotEqual,
  Operator.Gt,
  Operator.Gte,
  Operator.Lt,
  Operator.Lte,
  Operator.Includes,
  Operator.NotIncludes,
];

export function operatorsFor(source: Pick<ConditionSource, 'options'>): OperatorValue[] {
  return source.options.length > 0 ? WITH_OPTIONS : WITHOUT_OPTIONS;
}

/** What the item needs besides question and operator. */
export function operandOf(
  source: Pick<ConditionSource, 'options'>,
  operator: OperatorValue,
): 'options' | 'value' | 'none' {
  if (operator === Operator.Answered || operator === Operator.NotAnswered) return 'none';
  return source.options.length > 0 ? 'options' : 'value';
}

/** Whether the condition can be stored: every item has what its operator needs. */
export function isConditionComplete(condition: Condition, sources: readonly ConditionSource[]): boolean {
  return (
    condition.nodes.length > 0 &&
    condition.nodes.every((item) => {
      const source = sources.find((each) => each.id === item.nodeId);
      if (!source) return false;
      const operand = operandOf(source, item.optionType);
      if (operand === 'options') return item.optionIds.length > 0;
      if (operand === 'value') return item.value !== null && item.value !== '';
      return true;
    })
  );
}

/**
 * One line per condition for the flow: `Q1 checked Option 1, Option 2 and Q2 answered`, with the
 * words from `words` (the screen's language). Unknown questions read as `?`.
 */
export function summarizeCondition(
  condition: Condition | null,
  sources: readonly ConditionSource[],
  words: { operator: (op: OperatorValue) => string; and: string; or: string; otherwise: string },
): string {
  if (!condition) return words.otherwise;
  return condition.nodes
    .map((item) => {
      const source = sources.find((each) => each.id === item.nodeId);
      const name = source ? (source.code ?? source.title) : '?';
      const options = item.optionIds
        .map((id) => source?.options.find((option) => option.id === id)?.title ?? '?')
        .join(', ');
      const operand = options || (item.value === null ? '' : String(item.value));
      return [name, words.operator(item.optionType), operand].filter(Boolean).join(' ');
    })
    .join(` ${condition.relation === 'or' ? words.or : words.and} `);
}
