import { NodeModel, OptionType } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import { MAX_LOGIC_RULES_PER_SURVEY } from '../model/limits.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { type DesignTree, liveNodesInOrder } from '../tree/design-tree.ts';
import {
  type AnswerShape,
  answerShapeOf,
  COUNT_COMPARISONS,
  carryModesFor,
  hasOptionList,
  itemNeeds,
  logicTypesFor,
  needsSubId,
  OPERATORS_BY_SHAPE,
  optionActionsFor,
} from './operator-support.ts';
import { findRuleCycles } from './rule-cycles.ts';
import {
  type ConditionItem,
  type JumpRule,
  LogicModel,
  type LogicModelValue,
  type LogicRule,
  LogicType,
  type LogicTypeValue,
  Operator,
  type OptionInRule,
} from './schema.ts';

/** The model each type is stored with: options display is about options, validate is its own. */
export const MODEL_OF_TYPE: Record<LogicTypeValue, LogicModelValue> = {
  [LogicType.Jump]: LogicModel.Node,
  [LogicType.Display]: LogicModel.Node,
  [LogicType.OptionIn]: LogicModel.Node,
  [LogicType.OptionDisplay]: LogicModel.Option,
  [LogicType.Validate]: LogicModel.Validate,
};

/** Jumps and validations may test the rule's own question (answered before they act); the others act before it is answered. */
const MAY_TEST_ITSELF = new Set<LogicTypeValue>([LogicType.Jump, LogicType.Validate]);

interface Scope {
  tree: DesignTree;
  /** Reading position of each live node. */
  order: Map<number, number>;
}

type Path = Issue['path'];

function liveNode(scope: Scope, id: number): NodeRecord | undefined {
  return scope.order.has(id) ? scope.tree.nodes.get(id) : undefined;
}

function optionOf(scope: Scope, nodeId: number, optionId: number): OptionRecord | undefined {
  const option = scope.tree.options.get(optionId);
  return option && option.nodeId === nodeId ? option : undefined;
}

/** Options of `nodeId` that a respondent can check: type 1, not a group header. */
function checkOptions(scope: Scope, nodeId: number, ids: readonly number[], path: Path): Issue[] {
  return ids.flatMap((id, i) => {
    const option = optionOf(scope, nodeId, id);
    if (!option) return [issue('A0404', [...path, i], `option ${id} is not an option of question ${nodeId}`)];
    if (option.type !== OptionType.Option || option.isGroup)
      return [issue('A0400', [...path, i], `option ${id} is not an answer choice`)];
    return [];
  });
}

function checkValue(item: ConditionItem, shape: AnswerShape, scope: Scope, path: Path): Issue[] {
  const needs = itemNeeds(shape, item.optionType);
  const isNumber = typeof item.value === 'number' && Number.isFinite(item.value);
  switch (needs) {
    case 'nothing':
      return [];
    case 'options':
      if (item.optionIds.length === 0)
        return [issue('A0400', [...path, 'optionIds'], 'pick at least one option')];
      return checkOptions(scope, item.nodeId, item.optionIds, [...path, 'optionIds']);
    case 'text':
      return typeof item.value === 'string' && item.value.trim() !== ''
        ? []
        : [issue('A0400', [...path, 'value'], 'enter the text to compare with')];
    case 'number':
      return isNumber ? [] : [issue('A0400', [...path, 'value'], 'enter a number')];
    case 'range':
      return isNumber && item.value2 !== null && (item.value as number) <= item.value2
        ? []
        : [issue('A0400', [...path, 'value2'], 'enter a range from value to value2')];
    case 'count':
      if (!isNumber || (item.value as number) < 0)
        return [issue('A0400', [...path, 'value'], 'enter the number of checked options')];
      return item.compare === null || COUNT_COMPARISONS.includes(item.compare)
        ? []
        : [issue('A0400', [...path, 'compare'], 'compare the count with =, ≠, ≥, ≤, > or <')];
    case 'rank-option':
      if (item.optionIds.length !== 1)
        return [issue('A0400', [...path, 'optionIds'], 'pick the one option whose rank is compared')];
      if (!isNumber) return [issue('A0400', [...path, 'value'], 'enter a rank position')];
      return checkOptions(scope, item.nodeId, item.optionIds, [...path, 'optionIds']);
  }
}

function checkItem(
  rule: LogicRule,
  owner: NodeRecord,
  item: ConditionItem,
  scope: Scope,
  path: Path,
): Issue[] {
  const node = liveNode(scope, item.nodeId);
  if (!node) return [issue('A0404', [...path, 'nodeId'], `question ${item.nodeId} is not in the survey`)];
  // `All` holds for everyone: the question it names only anchors it (usually the rule's own).
  if (item.optionType === Operator.All) return [];
  const before = (scope.order.get(node.id) ?? 0) - (scope.order.get(owner.id) ?? 0);
  if (before > 0 || (before === 0 && !MAY_TEST_ITSELF.has(rule.type)))
    return [
      issue('A0121', [...path, 'nodeId'], `question ${node.id} does not come before question ${owner.id}`),
    ];
  const shape = answerShapeOf(node);
  if (!OPERATORS_BY_SHAPE[shape].includes(item.optionType))
    return [
      issue('A0400', [...path, 'optionType'], `operator ${item.optionType} does not fit question ${node.id}`),
    ];
  const issues: Issue[] = [];
  if (item.subId !== null) {
    const sub = optionOf(scope, node.id, item.subId);
    const wantRow = needsSubId(shape);
    if (!sub || (wantRow && sub.type !== OptionType.SubQuestion))
      issues.push(
        issue('A0404', [...path, 'subId'], `${item.subId} is not a sub-question of question ${node.id}`),
      );
  } else if (needsSubId(shape) && itemNeeds(shape, item.optionType) !== 'nothing') {
    // "Answered" may be about the whole matrix; anything about options is about one row.
    issues.push(issue('A0400', [...path, 'subId'], 'pick the row the condition is about'));
  }
  return [...issues, ...checkValue(item, shape, scope, path)];
}

function checkCarry(rule: OptionInRule, owner: NodeRecord, scope: Scope, path: Path): Issue[] {
  const source = liveNode(scope, rule.sourceNodeId);
  if (!source)
    return [issue('A0404', [...path, 'sourceNodeId'], `question ${rule.sourceNodeId} is not in the survey`)];
  if ((scope.order.get(source.id) ?? 0) >= (scope.order.get(owner.id) ?? 0))
    return [issue('A0121', [...path, 'sourceNodeId'], 'options are carried from an earlier question')];
  const modes = carryModesFor(answerShapeOf(source));
  if (!modes.includes(rule.mode))
    return [issue('A0400', [...path, 'mode'], `question ${source.id} cannot carry options by ${rule.mode}`)];
  if (rule.mode === 'includes' || rule.mode === 'not_includes') {
    if (rule.optionIds.length === 0)
      return [issue('A0400', [...path, 'optionIds'], 'pick at least one option')];
    return checkOptions(scope, source.id, rule.optionIds, [...path, 'optionIds']);
  }
  const isNumber = rule.value !== null && Number.isFinite(rule.value);
  if (
    rule.mode === 'compare' &&
    (!isNumber || rule.operator === null || !COUNT_COMPARISONS.includes(rule.operator))
  )
    return [issue('A0400', [...path, 'operator'], 'compare with an operator and a number')];
  if (rule.mode === 'between' && (!isNumber || rule.value2 === null || (rule.value as number) > rule.value2))
    return [issue('A0400', [...path, 'value2'], 'enter a range from value to value2')];
  return [];
}

function checkJump(rule: JumpRule, owner: NodeRecord, scope: Scope, path: Path): Issue[] {
  if (rule.target.kind !== 'node') return [];
  const target = liveNode(scope, rule.target.nodeId);
  if (!target || (target.model !== NodeModel.Question && target.model !== NodeModel.Page))
    return [issue('A0404', [...path, 'target'], `question ${rule.target.nodeId} is not in the survey`)];
  return (scope.order.get(target.id) ?? 0) > (scope.order.get(owner.id) ?? 0)
    ? []
    : [issue('A0122', [...path, 'target'], 'a jump goes to a later question or page')];
}

function checkAction(rule: LogicRule, owner: NodeRecord, scope: Scope, path: Path): Issue[] {
  if (rule.type === LogicType.Jump) return checkJump(rule, owner, scope, path);
  if (rule.type === LogicType.OptionIn) return checkCarry(rule, owner, scope, path);
  if (rule.type !== LogicType.OptionDisplay) return [];
  const issues = checkOptions(scope, owner.id, rule.optionIds, [...path, 'optionIds']);
  if (!optionActionsFor(answerShapeOf(owner)).includes(rule.action))
    issues.push(
      issue('A0400', [...path, 'action'], `options of question ${owner.id} cannot be ${rule.action}`),
    );
  return issues;
}

function checkRule(rule: LogicRule, scope: Scope, path: Path): Issue[] {
  const owner = liveNode(scope, rule.nodeId);
  if (!owner) return [issue('A0404', [...path, 'nodeId'], `question ${rule.nodeId} is not in the survey`)];
  if (!logicTypesFor(owner).includes(rule.type))
    return [issue('A0400', [...path, 'type'], `question ${owner.id} cannot take logic of type ${rule.type}`)];
  if (rule.model !== MODEL_OF_TYPE[rule.type])
    return [
      issue('A0400', [...path, 'model'], `logic of type ${rule.type} has model ${MODEL_OF_TYPE[rule.type]}`),
    ];
  if (rule.optionId !== 0 && !optionOf(scope, owner.id, rule.optionId))
    return [
      issue(
        'A0404',
        [...path, 'optionId'],
        `option ${rule.optionId} is not an option of question ${owner.id}`,
      ),
    ];
  if (rule.type === LogicType.OptionIn && !hasOptionList(answerShapeOf(owner)))
    return [issue('A0400', [...path, 'type'], `question ${owner.id} has no options to carry into`)];
  const items = rule.condition.nodes.flatMap((item, i) =>
    checkItem(rule, owner, item, scope, [...path, 'condition', 'nodes', i]),
  );
  return [...items, ...checkAction(rule, owner, scope, path)];
}

export interface CheckRulesOptions {
  /** Check only these rules one by one (the ones an edit touches); the limit and cycles cover all. */
  only?: ReadonlySet<number>;
}

/**
 * The save-time checks of a survey's logic against its design tree, as issues with catalogue
 * codes and paths `['logic', ruleId, …]`: A0404 a reference to something not (or no longer) in
 * the survey, A0400 an operator, option or value that does not fit, A0121 a condition on a
 * question that does not come before the rule's question (jumps and validations may test their
 * own), A0122 a jump that does not go forward, A0123 display or carry rules depending on each
 * other in a circle, A0124 past the limit. Cycles come first: a circle always contains a
 * forward reference, and "these rules depend on each other" says more than "not earlier".
 */
export function checkRules(
  tree: DesignTree,
  rules: readonly LogicRule[],
  options: CheckRulesOptions = {},
): Issue[] {
  const issues: Issue[] = [];
  if (rules.length > MAX_LOGIC_RULES_PER_SURVEY)
    issues.push(
      issue('A0124', ['logic'], `a survey holds at most ${MAX_LOGIC_RULES_PER_SURVEY} logic rules`),
    );
  for (const cycle of findRuleCycles(rules)) {
    if (options.only && !cycle.some((rule) => options.only?.has(rule.id))) continue;
    const ids = cycle.map((rule) => rule.id);
    issues.push(issue('A0123', ['logic', ids[0] ?? 0], `rules ${ids.join(', ')} depend on each other`));
  }
  const order = new Map(liveNodesInOrder(tree).map((node, i) => [node.id, i]));
  const scope: Scope = { tree, order };
  for (const rule of rules) {
    if (options.only && !options.only.has(rule.id)) continue;
    issues.push(...checkRule(rule, scope, ['logic', rule.id]));
  }
  return issues;
}
