/**
 * The numbers of logic rules (spec doc 1 §3 "Logic"), apart from their zod schemas (schema.ts)
 * so that the engine, which the respondent's page runs, reads them without loading zod.
 */

export const LogicType = { Jump: 1, Display: 2, OptionIn: 3, OptionDisplay: 4, Validate: 5 } as const;
export type LogicTypeValue = (typeof LogicType)[keyof typeof LogicType];

/** Whether the rule is about a question, about one option of it, or a validation. */
export const LogicModel = { Node: 1, Option: 2, Validate: 3 } as const;
export type LogicModelValue = (typeof LogicModel)[keyof typeof LogicModel];

/** Condition operators; the spec calls the operator of a condition item its `optionType`. */
export const Operator = {
  /** Always true: a rule that applies to everyone (e.g. carry forward without a condition). */
  All: 90,
  Answered: 1,
  NotAnswered: 2,
  /** Every listed option checked. */
  Checked: 3,
  /** None of the listed options checked. */
  Unchecked: 4,
  /** At least one of the listed options checked (text: contains `value`). */
  Includes: 5,
  /** None of the listed options checked (text: does not contain `value`). */
  NotIncludes: 6,
  /** The number of checked options compared with `value` by `compare` (default equal). */
  CheckedCount: 7,
  Equal: 8,
  NotEqual: 9,
  Gte: 10,
  Lte: 11,
  Gt: 12,
  Lt: 13,
  /** value ≤ x ≤ value2. */
  Between: 14,
} as const;
export type OperatorValue = (typeof Operator)[keyof typeof Operator];
export const OPERATOR_VALUES = Object.values(Operator) as OperatorValue[];
