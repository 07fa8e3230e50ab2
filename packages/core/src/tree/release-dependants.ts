import { detachFromSource } from './link-options.ts';
import type { TreeDraft } from './tree-draft.ts';

/**
 * What a deleted question leaves behind (spec doc 1 §4): questions mirroring it get joinId 0 and
 * keep their options as their own; `dependId` pointing at it is cleared; loops repeating over it
 * lose their mapping (source and chosen options).
 */
export function releaseDependants(draft: TreeDraft, nodeId: number): void {
  for (const node of [...draft.allNodes()]) {
    if (node.id === nodeId) continue;
    if (node.joinId === nodeId) detachFromSource(draft, node.id);
    const current = draft.node(node.id) ?? node;
    if (current.dependId === nodeId) draft.putNode({ ...current, dependId: 0 });
    const latest = draft.node(node.id) ?? current;
    if (latest.loopId === nodeId)
      draft.putNode({ ...latest, loopId: null, setting: { ...latest.setting, option_ids: [] } });
  }
}
