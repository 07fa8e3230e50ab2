import type { LogicRuleDraft } from '@cairn/contract';
import {
  answerShapeOf,
  type CarryMode,
  type ConditionItem,
  type DesignTree,
  type DisplayAction,
  type JumpTarget,
  type LogicRule,
  LogicType,
  type LogicTypeValue,
  liveNodesInOrder,
  logicTypesFor,
  NodeModel,
  type NodeRecord,
  Operator,
  type OperatorValue,
} from '@cairn/core';

/**
 * What the rule modal edits: every type's fields at once, so switching the type keeps what was
 * typed. `toRuleDraft` keeps only the chosen type's fields, the shape the logic save call takes.
 */
export interface RuleForm {
  type: LogicTypeValue;
  relation: 'and' | 'or';
  items: ConditionItem[];
  /** Carry forward without a condition (operator All on the rule's own question). */
  always: boolean;
  target: JumpTarget | null;
  displayAction: 'show' | 'hide';
  optionAction: DisplayAction;
  optionIds: number[];
  sourceNodeId: number | null;
  mode: CarryMode;
  carryOptionIds: number[];
  operator: OperatorValue | null;
  value: number | null;
  value2: number | null;
  message: string;
}

export function emptyItem(nodeId = 0): ConditionItem {
  return {
    nodeId,
    optionType: Operator.Answered,
    optionIds: [],
    subId: null,
    value: null,
    value2: null,
    compare: null,
  };
}

export function formOf(rule: LogicRule | null, owner: NodeRecord): RuleForm {
  const form: RuleForm = {
    type: logicTypesFor(owner)[0] ?? LogicType.Jump,
    relation: 'and',
    items: [emptyItem()],
    always: false,
    target: null,
    displayAction: 'show',
    optionAction: 'show',
    optionIds: [],
    sourceNodeId: null,
    mode: 'checked',
    carryOptionIds: [],
    operator: null,
    value: null,
    value2: null,
    message: '',
  };
  if (!rule) return form;
  const always = rule.condition.nodes.every((item) => item.optionType === Operator.All);
  const base = {
    ...form,
    type: rule.type,
    relation: rule.condition.relation,
    items: always ? [emptyItem()] : rule.condition.nodes,
    always,
  };
  switch (rule.type) {
    case LogicType.Jump:
      return { ...base, target: rule.target };
    case LogicType.Display:
      return { ...base, displayAction: rule.action };
    case LogicType.OptionDisplay:
      return { ...base, optionAction: rule.action, optionIds: rule.optionIds };
    case LogicType.OptionIn:
      return {
        ...base,
        sourceNodeId: rule.sourceNodeId,
        mode: rule.mode,
        carryOptionIds: rule.optionIds,
        operator: rule.operator,
        value: rule.value,
        value2: rule.value2,
      };
    case LogicType.Validate:
      return { ...base, message: rule.message };
  }
}

/** The save call's rule for the form, on `ownerId`. */
export function toRuleDraft(form: RuleForm, ownerId: number): LogicRuleDraft {
  const always = form.type === LogicType.OptionIn && form.always;
  const condition = {
    relation: form.relation,
    nodes: always ? [{ ...emptyItem(ownerId), optionType: Operator.All }] : form.items,
  };
  const base = { nodeId: ownerId, optionId: 0, condition };
  switch (form.type) {
    case LogicType.Jump:
      return { ...base, type: LogicType.Jump, target: form.target ?? { kind: 'end' } };
    case LogicType.Display:
      return { ...base, type: LogicType.Display, action: form.displayAction };
    case LogicType.OptionDisplay:
      return { ...base, type: LogicType.OptionDisplay, action: form.optionAction, optionIds: form.optionIds };
    case LogicType.OptionIn:
      return {
        ...base,
        type: LogicType.OptionIn,
        sourceNodeId: form.sourceNodeId ?? 0,
        mode: form.mode,
        optionIds: form.mode === 'includes' || form.mode === 'not_includes' ? form.carryOptionIds : [],
        operator: form.mode === 'compare' ? form.operator : null,
        value: form.mode === 'compare' || form.mode === 'between' ? form.value : null,
        value2: form.mode === 'between' ? form.value2 : null,
      };
    default:
      return { ...base, type: LogicType.Validate, message: form.message };
  }
}

/** Jumps and validations may test the rule's own question; the others only earlier ones. */
export function conditionQuestions(tree: DesignTree, owner: NodeRecord, type: LogicTypeValue): NodeRecord[] {
  const order = liveNodesInOrder(tree);
  const at = order.findIndex((node) => node.id === owner.id);
  const self = type === LogicType.Jump || type === LogicType.Validate;
  return order.filter((node, i) => (i < at || (self && i === at)) && answerShapeOf(node) !== 'none');
}

/** Questions and page breaks after the rule's question: where a jump may go. */
export function laterTargets(tree: DesignTree, owner: NodeRecord): NodeRecord[] {
  const order = liveNodesInOrder(tree);
  const at = order.findIndex((node) => node.id === owner.id);
  return order.filter(
    (node, i) => i > at && (node.model === NodeModel.Question || node.model === NodeModel.Page),
  );
}
