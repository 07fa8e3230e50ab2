import { type LogicRule, LogicType } from './schema.ts';

/** The nodes and options one rule names: its own question and option, condition, target, source. */
export interface RuleReferences {
  nodeIds: Set<number>;
  optionIds: Set<number>;
}

export function referencesOf(rule: LogicRule): RuleReferences {
  const nodeIds = new Set<number>([rule.nodeId]);
  const optionIds = new Set<number>();
  if (rule.optionId) optionIds.add(rule.optionId);
  for (const item of rule.condition.nodes) {
    nodeIds.add(item.nodeId);
    for (const id of item.optionIds) optionIds.add(id);
    if (item.subId !== null) optionIds.add(item.subId);
  }
  if (rule.type === LogicType.Jump && rule.target.kind === 'node') nodeIds.add(rule.target.nodeId);
  if (rule.type === LogicType.OptionIn) {
    nodeIds.add(rule.sourceNodeId);
    for (const id of rule.optionIds) optionIds.add(id);
  }
  if (rule.type === LogicType.OptionDisplay) for (const id of rule.optionIds) optionIds.add(id);
  return { nodeIds, optionIds };
}

/**
 * The rules that name any of the nodes or options going away: what a delete must refuse with
 * 00001 (or, forced, delete along with them).
 */
export function rulesReferring<R extends LogicRule>(
  rules: readonly R[],
  gone: { nodeIds: ReadonlySet<number>; optionIds: ReadonlySet<number> },
): R[] {
  if (gone.nodeIds.size === 0 && gone.optionIds.size === 0) return [];
  return rules.filter((rule) => {
    const refs = referencesOf(rule);
    for (const id of refs.nodeIds) if (gone.nodeIds.has(id)) return true;
    for (const id of refs.optionIds) if (gone.optionIds.has(id)) return true;
    return false;
  });
}
