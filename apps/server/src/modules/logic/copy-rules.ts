import { type LogicRule, LogicType } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { copyRules, loadRules } from './logic-repo.ts';

type IdMap = ReadonlyMap<number, number>;

class Unmapped extends Error {}

/**
 * The rule with every node and option id it names replaced by the copy's, or null when it names
 * something not copied (a rule must never point into another survey).
 */
export function remapRule(rule: LogicRule, nodeMap: IdMap, optionMap: IdMap): LogicRule | null {
  const node = (id: number) => {
    const to = nodeMap.get(id);
    if (to === undefined) throw new Unmapped();
    return to;
  };
  const option = (id: number) => {
    const to = optionMap.get(id);
    if (to === undefined) throw new Unmapped();
    return to;
  };
  try {
    const base = {
      ...rule,
      nodeId: node(rule.nodeId),
      optionId: rule.optionId === 0 ? 0 : option(rule.optionId),
      condition: {
        ...rule.condition,
        nodes: rule.condition.nodes.map((item) => ({
          ...item,
          nodeId: node(item.nodeId),
          optionIds: item.optionIds.map(option),
          subId: item.subId === null ? null : option(item.subId),
        })),
      },
    };
    if (base.type === LogicType.Jump && base.target.kind === 'node')
      return { ...base, target: { kind: 'node', nodeId: node(base.target.nodeId) } };
    if (base.type === LogicType.OptionIn)
      return { ...base, sourceNodeId: node(base.sourceNodeId), optionIds: base.optionIds.map(option) };
    if (base.type === LogicType.OptionDisplay) return { ...base, optionIds: base.optionIds.map(option) };
    return base;
  } catch (error) {
    if (error instanceof Unmapped) return null;
    throw error;
  }
}

/** Copies a survey's rules into its copy (project copy), ids remapped; see remapRule. */
export async function copySurveyRules(
  tx: Db,
  from: number,
  to: number,
  nodeMap: IdMap,
  optionMap: IdMap,
  now: Date,
): Promise<void> {
  const rules = await loadRules(tx, from);
  await copyRules(tx, rules, to, (rule) => remapRule(rule, nodeMap, optionMap), now);
}
