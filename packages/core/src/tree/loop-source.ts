import { LoopMode, NodeModel } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode } from '../question-types/registry.ts';
import { fail, type TreeResult } from './change.ts';
import { type DesignTree, liveNodesInOrder } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { questionForOptions } from './option-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/** A loop is the question type that holds nodes (see question-types/loop). */
function isLoop(node: NodeRecord): boolean {
  return node.model === NodeModel.Question && isContainerNode(node);
}

/**
 * Sets what a loop repeats over (the spec's update/loop): a question before the loop, its chosen
 * options (mode 0) or all of them (mode 1), optionally only `optionIds` of them.
 */
export function updateLoop(
  tree: DesignTree,
  input: { id: number; sourceId: number; mode?: number; optionIds?: number[] },
): TreeResult {
  const draft = new TreeDraft(tree);
  const loop = liveNode(draft, input.id);
  if (!loop) return fail(notFound('nodes', input.id));
  if (!isLoop(loop)) return fail(issue('A0400', ['nodes', input.id], 'not a loop'));
  const source = questionForOptions(draft, input.sourceId);
  if ('issue' in source) return fail(source.issue);
  const order = liveNodesInOrder(tree).map((node) => node.id);
  if (order.indexOf(input.sourceId) > order.indexOf(input.id))
    return fail(issue('A0400', ['sourceId'], 'a loop repeats over a question before it'));
  const optionIds = input.optionIds ?? [];
  const sourceOptions = new Set(draft.optionIds(input.sourceId));
  const unknown = optionIds.filter((id) => !sourceOptions.has(id));
  if (unknown.length > 0) return fail(...unknown.map((id) => notFound('options', id)));
  const mode = input.mode ?? LoopMode.Checked;
  if (mode !== LoopMode.Checked && mode !== LoopMode.All)
    return fail(issue('A0400', ['mode'], 'mode 0 or 1'));
  draft.putNode({
    ...loop,
    loopId: input.sourceId,
    setting: { ...loop.setting, mode, option_ids: optionIds },
  });
  return draft.commit();
}

/** Clears a loop's source (the spec's close/loop); its questions stay inside it. */
export function closeLoop(tree: DesignTree, input: { id: number }): TreeResult {
  const draft = new TreeDraft(tree);
  const loop = liveNode(draft, input.id);
  if (!loop) return fail(notFound('nodes', input.id));
  if (!isLoop(loop)) return fail(issue('A0400', ['nodes', input.id], 'not a loop'));
  draft.putNode({ ...loop, loopId: null, setting: { ...loop.setting, option_ids: [] } });
  return draft.commit();
}
