import { type DesignTree, isLive, type LogicRule, rulesReferring, type TreeChange } from '@cairn/core';
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

/**
 * The 00001 rule (DESIGN.md §3), for every design edit that removes nodes or options: when
 * logic refers to what goes, answer 00001 with those rules in `data.rules` (the edit's
 * transaction then changes nothing), unless the call said `force: true`, in which case the rules
 * are deleted in the same transaction. Returns the rules deleted.
 */
export async function guardLogicReferences(
  tx: Db,
  surveyId: number,
  before: DesignTree,
  change: TreeChange,
  force: boolean,
): Promise<LogicRule[]> {
  const gone = removedBy(before, change);
  if (gone.nodeIds.size === 0 && gone.optionIds.size === 0) return [];
  const linked = rulesReferring(await loadRules(tx, surveyId), gone);
  if (linked.length === 0) return [];
  if (!force) throw new AppError('00001', undefined, { rules: linked });
  await deleteRules(
    tx,
    linked.map((rule) => rule.id),
  );
  return linked;
}
