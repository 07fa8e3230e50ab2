import { MatrixSubType, NodeModel, OptionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { definitionOf } from '../question-types/registry.ts';
import { LogicType, type LogicTypeValue, Operator, type OperatorValue } from './schema.ts';

/**
 * Which operators and logic types fit which question (one table, read by the save-time checks
 * and by the designer's pickers). Questions are grouped by the shape of their answer, found
 * from the type's registry key, so no code here switches on type numbers:
 * - single / multiple: one or several options checked (choice, dropdown, vote, evaluate ...);
 * - scores: a number per option (rate, slider, proportion), `subId` picks the item;
 * - number: one number (NPS, script);
 * - text: typed text (open text; form fields by `subId`);
 * - rank: options in an order, compared by the position of `optionIds[0]`;
 * - matrix-*: per row (`subId` required), by the matrix subtype;
 * - answered: anything else that takes an answer (files, dates, cascade ...);
 * - none: takes no answer (text, countdown, page break, loop): no conditions on it.
 */
export type AnswerShape =
  | 'single'
  | 'multiple'
  | 'scores'
  | 'number'
  | 'text'
  | 'rank'
  | 'matrix-single'
  | 'matrix-multiple'
  | 'matrix-text'
  | 'matrix-number'
  | 'answered'
  | 'none';

const SHAPE_BY_KEY: Record<string, AnswerShape> = {
  'single-choice': 'single',
  dropdown: 'single',
  evaluate: 'single',
  'multiple-choice': 'multiple',
  rate: 'scores',
  slider: 'scores',
  proportion: 'scores',
  nps: 'number',
  script: 'number',
  'open-text': 'text',
  form: 'text',
  rank: 'rank',
};

/** Types whose `is_multiple` setting decides between one and several options. */
const MULTIPLE_BY_SETTING = new Set(['image-choice', 'vote-choice', 'vote-image-choice']);

const MATRIX_SHAPES: Record<number, AnswerShape> = {
  [MatrixSubType.Single]: 'matrix-single',
  [MatrixSubType.Multiple]: 'matrix-multiple',
  [MatrixSubType.Open]: 'matrix-text',
  [MatrixSubType.Score]: 'matrix-number',
};

export function answerShapeOf(node: NodeRecord): AnswerShape {
  const definition = definitionOf(node);
  if (!definition?.answer || node.model !== NodeModel.Question) return 'none';
  if (definition.key === 'matrix') return MATRIX_SHAPES[node.subType] ?? 'matrix-single';
  if (MULTIPLE_BY_SETTING.has(definition.key))
    return node.setting.is_multiple === true ? 'multiple' : 'single';
  return SHAPE_BY_KEY[definition.key] ?? 'answered';
}

const PRESENCE: OperatorValue[] = [Operator.Answered, Operator.NotAnswered];
const CHOICE: OperatorValue[] = [
  ...PRESENCE,
  Operator.Checked,
  Operator.Unchecked,
  Operator.Includes,
  Operator.NotIncludes,
];
const COMPARE: OperatorValue[] = [
  Operator.Equal,
  Operator.NotEqual,
  Operator.Gte,
  Operator.Lte,
  Operator.Gt,
  Operator.Lt,
  Operator.Between,
];
const TEXT: OperatorValue[] = [
  ...PRESENCE,
  Operator.Includes,
  Operator.NotIncludes,
  Operator.Equal,
  Operator.NotEqual,
];

/** The operators a condition item may use on a question of each shape. `All` fits every item. */
export const OPERATORS_BY_SHAPE: Record<AnswerShape, readonly OperatorValue[]> = {
  single: CHOICE,
  multiple: [...CHOICE, Operator.CheckedCount],
  scores: [...PRESENCE, ...COMPARE],
  number: [...PRESENCE, ...COMPARE],
  text: TEXT,
  rank: [...PRESENCE, ...COMPARE],
  'matrix-single': CHOICE,
  'matrix-multiple': [...CHOICE, Operator.CheckedCount],
  'matrix-text': TEXT,
  'matrix-number': [...PRESENCE, ...COMPARE],
  answered: PRESENCE,
  none: [],
};

/** The comparisons CheckedCount may use against its `value`. */
export const COUNT_COMPARISONS: readonly OperatorValue[] = COMPARE.filter((op) => op !== Operator.Between);

/** What a condition item with this operator must carry, by shape. */
export type ItemNeeds = 'nothing' | 'options' | 'text' | 'number' | 'range' | 'count' | 'rank-option';

export function itemNeeds(shape: AnswerShape, operator: OperatorValue): ItemNeeds {
  if (operator === Operator.All || operator === Operator.Answered || operator === Operator.NotAnswered)
    return 'nothing';
  if (operator === Operator.CheckedCount) return 'count';
  const textual = shape === 'text' || shape === 'matrix-text';
  if (operator === Operator.Includes || operator === Operator.NotIncludes)
    return textual ? 'text' : 'options';
  if (operator === Operator.Checked || operator === Operator.Unchecked) return 'options';
  if (textual) return 'text';
  if (shape === 'rank') return 'rank-option';
  return operator === Operator.Between ? 'range' : 'number';
}

/** Whether the shape's condition items must name a sub-question or item (`subId`). */
export function needsSubId(shape: AnswerShape): boolean {
  return shape.startsWith('matrix-');
}

/** Whether the shape answers by checking options of type 1 (so options make sense in conditions). */
export function isChoiceShape(shape: AnswerShape): boolean {
  return (
    shape === 'single' || shape === 'multiple' || shape === 'matrix-single' || shape === 'matrix-multiple'
  );
}

/** Shapes whose answer gives every option a number (carry forward by comparison or between). */
export function isNumberPerOption(shape: AnswerShape): boolean {
  return shape === 'scores' || shape === 'rank';
}

/** The option record type a condition's `optionIds` name for the shape; sub-questions go in `subId`. */
export const CONDITION_OPTION_TYPE = OptionType.Option;

/** The logic types a rule may have on its question, by the question's shape. */
export function logicTypesFor(node: NodeRecord): LogicTypeValue[] {
  if (node.model === NodeModel.Page) return [LogicType.Jump];
  if (node.model !== NodeModel.Question) return [];
  const shape = answerShapeOf(node);
  const types: LogicTypeValue[] = [LogicType.Jump, LogicType.Display];
  if (hasOptionList(shape)) types.push(LogicType.OptionIn, LogicType.OptionDisplay);
  if (shape !== 'none') types.push(LogicType.Validate);
  return types;
}

/** Shapes whose options respondents see as a list that can be carried in, shown or hidden. */
export function hasOptionList(shape: AnswerShape): boolean {
  return isChoiceShape(shape) || shape === 'rank' || shape === 'scores';
}

/** Display actions an option-display rule may use: pre-selecting needs options one can check. */
export function optionActionsFor(shape: AnswerShape): ('show' | 'hide' | 'select' | 'hide_select')[] {
  return isChoiceShape(shape) ? ['show', 'hide', 'select', 'hide_select'] : ['show', 'hide'];
}

/** Carry modes a source question of this shape supports. */
export function carryModesFor(
  shape: AnswerShape,
): (
  | 'all'
  | 'all_text'
  | 'checked'
  | 'checked_text'
  | 'unchecked'
  | 'includes'
  | 'not_includes'
  | 'compare'
  | 'between'
)[] {
  if (isChoiceShape(shape))
    return ['all', 'all_text', 'checked', 'checked_text', 'unchecked', 'includes', 'not_includes'];
  if (isNumberPerOption(shape)) return ['all', 'compare', 'between'];
  return [];
}
