import { z } from 'zod';
import { issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { fail, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { checkOptionParent, descendantsOf, questionForOptions } from './option-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Option sort: the question's whole option list in its new order (spec: a failed option sort
 * reverts to the saved order, so the client holds and sends the full order). `parentId` moves an
 * option into or out of a group (or a cascade level); absent keeps it where it is.
 */
export const ZSortOptionsInput = z.object({
  nodeId: z.number().int(),
  items: z.array(z.object({ id: z.number().int(), parentId: z.number().int().nullable().optional() })),
});
export type SortOptionsInput = z.infer<typeof ZSortOptionsInput>;

export function sortOptions(tree: DesignTree, input: SortOptionsInput): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const current = draft.optionIds(input.nodeId);
  const ids = input.items.map((item) => item.id);
  const isPermutation =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!isPermutation) return fail(issue('A0400', ['items'], 'send every option of the question once'));

  for (const item of input.items) {
    if (item.parentId === undefined) continue;
    const option = draft.option(item.id) as OptionRecord;
    const issues = checkOptionParent(draft, input.nodeId, found.definition, item.parentId, option.type);
    const isCycle =
      item.parentId !== null &&
      (item.parentId === option.id || descendantsOf(draft, option).some((d) => d.id === item.parentId));
    if (issues.length > 0) return fail(...issues);
    if (option.isGroup && item.parentId !== null)
      return fail(issue('A0400', ['items', item.id], 'groups do not nest'));
    if (isCycle) return fail(issue('A0400', ['items', item.id], 'an option cannot move under itself'));
    if (option.parentId !== item.parentId) draft.putOption({ ...option, parentId: item.parentId });
  }
  draft.setOptionIds(input.nodeId, ids);
  return draft.commit();
}
