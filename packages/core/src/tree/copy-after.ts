import { nextQuestionCodes } from '../codes/next-codes.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode, isQuestionNode, takesCode } from '../question-types/registry.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { checkQuestionLimit, insertAt, liveNode, notFound, subtreeIds } from './draft-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Copies a question, group, loop or page right after the original (spec doc 1 §4): new ids for
 * every node and option, new question codes (Q + next numbers), same titles, settings and option
 * codes. Links inside the copied part (a mirror and its source both copied) point at the copies;
 * links to questions outside stay.
 */
export function copyNode(tree: DesignTree, input: { id: number }, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  const original = liveNode(draft, input.id);
  if (!original) return fail(notFound('nodes', input.id));
  const oldIds = subtreeIds(draft, original.id);
  const oldNodes = oldIds.map((id) => draft.node(id) as NodeRecord);
  const limit = checkQuestionLimit(draft, oldNodes.filter(isQuestionNode).length);
  if (limit.length > 0) return fail(...limit);

  const nodeIds = new Map(oldIds.map((id) => [id, ctx.nextId('node')]));
  const oldOptions = oldIds.flatMap((id) => draft.optionsOfNode(id));
  const optionIds = new Map(oldOptions.map((option) => [option.id, ctx.nextId('option')]));
  const codes = nextQuestionCodes(draft.allNodes(), oldNodes.filter(takesCode).length);
  const remapNode = (id: number) => nodeIds.get(id) ?? id;
  const remapOption = (id: number) => optionIds.get(id) ?? id;

  for (const old of oldNodes) {
    draft.putNode({
      ...old,
      id: remapNode(old.id),
      parentId: old.id === original.id ? old.parentId : remapNode(old.parentId as number),
      code: takesCode(old) ? (codes.shift() ?? null) : old.code,
      joinId: remapNode(old.joinId),
      dependId: remapNode(old.dependId),
      loopId: old.loopId === null ? null : remapNode(old.loopId),
    });
  }
  for (const option of oldOptions) {
    draft.putOption({
      ...option,
      id: remapOption(option.id),
      nodeId: remapNode(option.nodeId),
      parentId: option.parentId === null ? null : remapOption(option.parentId),
      joinId: remapOption(option.joinId),
      rootJoinId: remapOption(option.rootJoinId),
    });
  }
  for (const old of oldNodes) {
    const copyId = remapNode(old.id);
    draft.setOptionIds(copyId, draft.optionIds(old.id).map(remapOption));
    if (isContainerNode(old)) draft.setChildIds(copyId, draft.childIds(old.id).map(remapNode));
  }
  const siblings = draft.childIds(original.parentId);
  draft.setChildIds(
    original.parentId,
    insertAt(siblings, siblings.indexOf(original.id) + 1, remapNode(original.id)),
  );
  return draft.commit();
}
