import type { Condition, LogicRule } from '../logic/schema.ts';
import { LogicType } from '../logic/schema.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { Finding } from './diagnose-nodes.ts';
import { DiagnosisType } from './diagnosis-types.ts';

/**
 * Type 9 "other": what points at something no longer in the design — logic over, to or from a
 * deleted question or option, a question linked to (joinId) or looping over (loopId) a deleted
 * one. (Branch path conditions: diagnose-branches.ts, which also sees questions moved after the split.)
 */
export function checkReferences(
  nodes: readonly NodeRecord[],
  options: readonly OptionRecord[],
  logic: readonly LogicRule[],
): Finding[] {
  const liveNodes = new Set(nodes.map((n) => n.id));
  const liveOptions = new Set(options.map((o) => o.id));
  const conditionOk = (condition: Condition | null | undefined) =>
    !condition ||
    condition.nodes.every(
      (item) =>
        liveNodes.has(item.nodeId) &&
        item.optionIds.every((id) => liveOptions.has(id)) &&
        (item.subId === null || liveOptions.has(item.subId)),
    );
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const add = (nodeId: number | null, key: Finding['key']) => {
    const id = `${nodeId}:${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    findings.push({ type: DiagnosisType.Other, nodeId, key });
  };

  for (const rule of logic) {
    let ok = liveNodes.has(rule.nodeId) && (rule.optionId === 0 || liveOptions.has(rule.optionId));
    ok &&= conditionOk(rule.condition);
    if (rule.type === LogicType.Jump && rule.target.kind === 'node') ok &&= liveNodes.has(rule.target.nodeId);
    if (rule.type === LogicType.OptionIn) ok &&= liveNodes.has(rule.sourceNodeId);
    if (rule.type === LogicType.OptionDisplay || rule.type === LogicType.OptionIn)
      ok &&= rule.optionIds.every((id) => liveOptions.has(id));
    if (!ok) add(liveNodes.has(rule.nodeId) ? rule.nodeId : null, 'logicToDeleted');
  }
  for (const node of nodes) {
    if (node.joinId !== 0 && !liveNodes.has(node.joinId)) add(node.id, 'linkToDeleted');
    if (node.loopId !== null && node.loopId !== 0 && !liveNodes.has(node.loopId))
      add(node.id, 'loopToDeleted');
  }
  return findings;
}
