import { NodeModel } from '../model/enums.ts';
import { defaultTitle } from '../model/titles.ts';
import type { OpContext, TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { newNodeRecord } from './new-records.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * A survey with no nodes gets a first group titled 分组1 ("Group 1" in English), spec doc 1 §4.
 * With nodes (the trash does not count) nothing changes and the change is empty.
 */
export function ensureFirstGroup(tree: DesignTree, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  if (draft.childIds(null).length > 0) return draft.commit();
  const group = newNodeRecord({
    id: ctx.nextId('node'),
    surveyId: tree.surveyId,
    model: NodeModel.Group,
    title: defaultTitle('firstGroup', 1, ctx.lang),
  });
  draft.putNode(group);
  draft.setChildIds(group.id, []);
  draft.setChildIds(null, [group.id]);
  return draft.commit();
}
