import {
  type ConditionItem,
  type DesignTree,
  type LogicRule,
  LogicType,
  type NodeRecord,
  Operator,
  toPlainText,
} from '@cairn/core';
import type { TFunction } from 'i18next';

const MAX_TITLE = 24;

/** A question as pickers and summaries name it: code and the start of its plain title. */
export function questionLabel(node: Pick<NodeRecord, 'code' | 'title'> | undefined, fallback = '?'): string {
  if (!node) return fallback;
  const plain = toPlainText(node.title);
  const title = plain.length > MAX_TITLE ? `${plain.slice(0, MAX_TITLE)}…` : plain;
  return [node.code, title].filter(Boolean).join(' ') || fallback;
}

export function optionLabel(tree: DesignTree, id: number): string {
  const option = tree.options.get(id);
  return option ? toPlainText(option.title) || (option.code ?? String(id)) : '?';
}

function itemText(tree: DesignTree, item: ConditionItem, t: TFunction): string {
  const node = tree.nodes.get(item.nodeId);
  const who = node?.code ?? questionLabel(node);
  const row = item.subId !== null ? ` [${optionLabel(tree, item.subId)}]` : '';
  const op = t(`logic.operator.op${item.optionType}`);
  const options = item.optionIds.map((id) => optionLabel(tree, id)).join(', ');
  const compare = item.compare !== null ? ` ${t(`logic.operator.op${item.compare}`)}` : '';
  const value = item.optionType === Operator.Between ? `${item.value} – ${item.value2}` : (item.value ?? '');
  return [`${who}${row}`, op, options, `${compare} ${value}`.trim()].filter(Boolean).join(' ');
}

function actionText(tree: DesignTree, rule: LogicRule, t: TFunction): string {
  switch (rule.type) {
    case LogicType.Jump: {
      const { target } = rule;
      const to =
        target.kind === 'node'
          ? questionLabel(tree.nodes.get(target.nodeId))
          : t(`logic.target.${target.kind}`);
      return t('logic.summary.jump', { target: to });
    }
    case LogicType.Display:
      return t(`logic.summary.${rule.action}`);
    case LogicType.OptionDisplay:
      return t('logic.summary.options', {
        action: t(`logic.action.${rule.action}`),
        options: rule.optionIds.map((id) => optionLabel(tree, id)).join(', '),
      });
    case LogicType.OptionIn:
      return t('logic.summary.carry', {
        source: questionLabel(tree.nodes.get(rule.sourceNodeId)),
        mode: t(`logic.mode.${rule.mode}`),
      });
    case LogicType.Validate:
      return t('logic.summary.validate', { message: rule.message });
  }
}

/** One line per rule: "when Q1 includes A: jump to Q4". */
export function ruleSummary(tree: DesignTree, rule: LogicRule, t: TFunction): string {
  const always = rule.condition.nodes.every((item) => item.optionType === Operator.All);
  const joiner = rule.condition.relation === 'and' ? ' & ' : ' | ';
  const condition = always
    ? t('logic.summary.always')
    : t('logic.summary.when', {
        condition: rule.condition.nodes.map((i) => itemText(tree, i, t)).join(joiner),
      });
  return `${condition}: ${actionText(tree, rule, t)}`;
}
