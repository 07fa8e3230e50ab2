import { NodeModel } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { checkBranchCondition } from '../tree/branch-condition.ts';
import { createDesignTree } from '../tree/design-tree.ts';
import type { Finding } from './diagnose-nodes.ts';
import { DiagnosisType } from './diagnosis-types.ts';

const nameOf = (node: NodeRecord) => (typeof node.setting.name === 'string' ? node.setting.name : '');
const splitOf = (node: NodeRecord) => (typeof node.setting.split === 'number' ? node.setting.split : -1);
const hasCondition = (node: NodeRecord) => {
  const condition = node.setting.condition as { nodes?: unknown[] } | null | undefined;
  return Boolean(condition && Array.isArray(condition.nodes) && condition.nodes.length > 0);
};

/** Runs of consecutive sibling branch nodes with the same `setting.split` (survey/flow.ts). */
export function splitsOf(nodes: readonly NodeRecord[]): NodeRecord[][] {
  const siblings = new Map<number | null, NodeRecord[]>();
  for (const node of nodes) {
    const list = siblings.get(node.parentId) ?? [];
    list.push(node);
    siblings.set(node.parentId, list);
  }
  const splits: NodeRecord[][] = [];
  for (const list of siblings.values()) {
    const sorted = [...list].sort((a, b) => a.position - b.position || a.id - b.id);
    let run: NodeRecord[] = [];
    for (const node of sorted) {
      const continues =
        node.model === NodeModel.Branch && run.length > 0 && splitOf(run[0] as NodeRecord) === splitOf(node);
      if (continues) run.push(node);
      else {
        if (run.length > 0) splits.push(run);
        run = node.model === NodeModel.Branch ? [node] : [];
      }
    }
    if (run.length > 0) splits.push(run);
  }
  return splits;
}

/**
 * Branch checks (survey/flow.ts). Type 7 "flow empty": an empty path, or — one item instead of
 * one per path — a split none of whose paths holds anything (the branching does nothing).
 * Type 9 "other": a path without a condition ("otherwise") that is not the split's last path;
 * respondents always take it, so the paths after it are never reached. Not type 7: the flow is
 * not empty, it is unreachable, which is what "other" is for. Also type 9: a path condition that
 * tests what it may no longer (a question now at or after the split, an option since deleted),
 * the same check a condition gets when it is saved (tree/branch-condition.ts).
 */
export function checkBranches(nodes: readonly NodeRecord[], options: readonly OptionRecord[]): Finding[] {
  const parents = new Set(nodes.map((n) => n.parentId));
  const findings: Finding[] = [];
  let tree: ReturnType<typeof createDesignTree> | undefined;
  for (const paths of splitsOf(nodes)) {
    const empty = paths.filter((path) => !parents.has(path.id));
    const first = paths[0] as NodeRecord;
    if (paths.length > 1 && empty.length === paths.length)
      findings.push({
        type: DiagnosisType.FlowEmpty,
        nodeId: first.id,
        key: 'emptySplit',
        params: { names: paths.map(nameOf).join(', ') },
      });
    else
      for (const path of empty)
        findings.push({
          type: DiagnosisType.FlowEmpty,
          nodeId: path.id,
          key: 'emptyBranch',
          params: { name: nameOf(path) },
        });
    for (const path of paths) {
      if (!hasCondition(path)) continue;
      tree ??= createDesignTree(0, { nodes: [...nodes], options: [...options] });
      if (checkBranchCondition(tree, path.id, path.setting.condition).length > 0)
        findings.push({
          type: DiagnosisType.Other,
          nodeId: path.id,
          key: 'branchConditionStale',
          params: { name: nameOf(path) },
        });
    }
    for (const path of paths.slice(0, -1))
      if (!hasCondition(path))
        findings.push({
          type: DiagnosisType.Other,
          nodeId: path.id,
          key: 'otherwiseNotLast',
          params: { name: nameOf(path) },
        });
  }
  return findings;
}
