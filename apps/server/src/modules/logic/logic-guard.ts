import {
  chainOperations,
  clearStaleBranchConditions,
  type DesignTree,
  isLive,
  type LogicRule,
  rulesReferring,
  staleBranchConditions,
  type TreeChange,
  type TreeResult,
} from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteRules, loadRules } from './logic-repo.ts';

/** Nodes a change removes or trashes (live before, gone after) and options it deletes. */
export function removedBy(
  before: DesignTree,
  change: TreeChange,
): { nodeIds: Set<number>; optionIds: Set<number> } {
  const nodeIds = new Set(change.nodes.deleted);
  for (const node of change.nodes.updated) {
    const was = before.nodes.get(node.id);
    if (was && isLive(was) && !isLive(node)) nodeIds.add(node.id);
  }
  return { nodeIds, optionIds: new Set(change.options.deleted) };
}

type Done = Extract<TreeResult, { ok: true }>;

/**
 * The 00001 rule (DESIGN.md §3), for every design edit: when logic refers to what the edit
 * removes — rules naming a removed node or option, or branch path conditions testing a question
 * that is removed or now comes at or after its split — answer 00001 with those rules in
 * `data.rules` and those paths in `data.branches` (the edit's transaction then changes nothing),
 * unless the call said `force: true`: then the rules are deleted in the same transaction and the
 * stale condition items cleared as part of the edit's change. Returns the outcome to write.
 */
export async function guardLogicReferences(
  tx: Db,
  surveyId: number,
  before: DesignTree,
  outcome: Done,
  force: boolean,
): Promise<Done> {
  const gone = removedBy(before, outcome.change);
  const linked =
    gone.nodeIds.size === 0 && gone.optionIds.size === 0
      ? []
      : rulesReferring(await loadRules(tx, surveyId), gone);
  const branches = staleBranchConditions(before, outcome.tree);
  if (linked.length === 0 && branches.length === 0) return outcome;
  if (!force) throw new AppError('00001', undefined, { rules: linked, branches });
  if (linked.length > 0)
    await deleteRules(
      tx,
      linked.map((rule: LogicRule) => rule.id),
    );
  if (branches.length === 0) return outcome;
  const cleared = chainOperations(before, [
    () => outcome,
    (tree) => clearStaleBranchConditions(tree, branches),
  ]);
  return cleared.ok ? cleared : outcome;
}
