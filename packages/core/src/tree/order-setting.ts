import { NodeModel } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode, isQuestionNode } from '../question-types/registry.ts';
import { ZSequenceSetting } from '../survey/flow.ts';
import { fail, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { TreeDraft } from './tree-draft.ts';

export interface OrderInput {
  id: number;
  /** SequenceMode (survey/flow.ts): 0 ordered … 4 forward/reverse. */
  order: number;
  /** Children (groups, paths, loops) or options (questions) that keep their place. */
  fixedIds?: number[];
}

/**
 * What an order mode of `node` orders: the children of a group, path or loop, else the options
 * of a question that has some. Pages and questions without options have nothing to order.
 */
export function orderedItemIds(draft: TreeDraft, node: NodeRecord): readonly number[] | null {
  if (node.model === NodeModel.Group || node.model === NodeModel.Branch) return draft.childIds(node.id);
  if (isContainerNode(node)) return draft.childIds(node.id);
  if (isQuestionNode(node) && draft.optionIds(node.id).length > 0) return draft.optionIds(node.id);
  return null;
}

/**
 * Sets the order mode of a group, path, loop or question's options (`setting.order`,
 * `setting.fixed_ids`). Fixed ids must be what the mode orders; with mode 0 nothing moves, so
 * fixed ids are kept only for the other modes.
 */
export function setOrderMode(tree: DesignTree, input: OrderInput): TreeResult {
  const draft = new TreeDraft(tree);
  const node = liveNode(draft, input.id);
  if (!node) return fail(notFound('nodes', input.id));
  const items = orderedItemIds(draft, node);
  if (!items) return fail(issue('A0400', ['nodes', node.id, 'order'], 'this node has nothing to order'));
  const parsed = ZSequenceSetting.safeParse({ order: input.order, fixed_ids: input.fixedIds ?? [] });
  if (!parsed.success)
    return fail(issue('A0400', ['nodes', node.id, 'order'], 'order is 0 to 4, fixed ids are ids'));
  const fixed = [...new Set(parsed.data.fixed_ids)];
  const strangers = fixed.filter((id) => !items.includes(id));
  if (strangers.length > 0)
    return fail(
      issue('A0400', ['nodes', node.id, 'fixed_ids'], `${strangers.join(', ')} are not ordered by this node`),
    );
  const order = parsed.data.order;
  draft.putNode({ ...node, setting: { ...node.setting, order, fixed_ids: order === 0 ? [] : fixed } });
  return draft.commit();
}
