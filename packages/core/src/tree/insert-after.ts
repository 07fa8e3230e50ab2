import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { defaultTitle } from '../model/titles.ts';
import { type AnyQuestionType, definitionOf, findQuestionType } from '../question-types/registry.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { isBranchNode, splitPathIds } from './branch-split.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import { type DesignTree, isLive } from './design-tree.ts';
import { checkQuestionLimit, countLive, insertAt, liveNode, notFound } from './draft-queries.ts';
import { createQuestion, newNodeRecord } from './new-records.ts';
import { canHoldChild, findAnchorFor } from './placement.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Where a new node goes. `afterId`: right after that node (spec: "adding a question inserts it
 * after the current one"); when its parent cannot hold the new kind (a group after a question in
 * a group) it goes after the nearest ancestor that can. Without `afterId`: into `parentId` (top
 * level by default) at the end, or first when `afterId` is `null`.
 */
export interface InsertInput {
  /** A question type number (page break and loop included), or 'group' for a group (block). */
  what: number | 'group';
  afterId?: number | null;
  parentId?: number | null;
  title?: string;
}

function titleFor(draft: TreeDraft, what: AnyQuestionType | 'group', ctx: OpContext): string {
  if (what === 'group') return defaultTitle('group', countLive(draft, NodeModel.Group) + 1, ctx.lang);
  let sameType = 0;
  for (const node of draft.allNodes()) if (isLive(node) && definitionOf(node) === what) sameType++;
  return defaultTitle(what.newTitle, sameType + 1, ctx.lang);
}

/** Where `input` puts a node like `probe`: its parent and index there (shared with insert-snapshots.ts). */
export function resolvePlace(
  draft: TreeDraft,
  input: Pick<InsertInput, 'afterId' | 'parentId'>,
  probe: Pick<NodeRecord, 'model' | 'type'>,
): { issue: Issue } | { parentId: number | null; index: number } {
  if (input.afterId !== undefined && input.afterId !== null) {
    if (!liveNode(draft, input.afterId)) return { issue: notFound('nodes', input.afterId) };
    const anchor = findAnchorFor((id) => liveNode(draft, id), input.afterId, probe) as NodeRecord;
    // After a branch path means after its split: nothing may stand between two paths.
    const last = isBranchNode(anchor) ? (splitPathIds(draft, anchor.id).at(-1) ?? anchor.id) : anchor.id;
    return { parentId: anchor.parentId, index: draft.childIds(anchor.parentId).indexOf(last) + 1 };
  }
  const parentId = input.parentId ?? null;
  const parent = parentId === null ? null : liveNode(draft, parentId);
  if (parent === undefined) return { issue: notFound('nodes', parentId as number) };
  if (!canHoldChild(parent, probe))
    return { issue: issue('A0400', ['parentId'], 'this parent cannot hold that node') };
  return { parentId, index: input.afterId === null ? 0 : draft.childIds(parentId).length };
}

export function insertNode(tree: DesignTree, input: InsertInput, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  const definition = input.what === 'group' ? 'group' : findQuestionType(input.what);
  if (!definition) return fail(issue('A0400', ['what'], `unknown question type ${input.what}`));
  const probe = definition === 'group' ? { model: NodeModel.Group, type: 0 } : definition;
  const place = resolvePlace(draft, input, probe);
  if ('issue' in place) return fail(place.issue);
  if (definition !== 'group' && definition.model === NodeModel.Question) {
    const limit = checkQuestionLimit(draft, 1);
    if (limit.length > 0) return fail(...limit);
  }
  const title = input.title !== undefined ? sanitizeRichText(input.title) : titleFor(draft, definition, ctx);
  let node: NodeRecord;
  if (definition === 'group') {
    node = newNodeRecord({ id: ctx.nextId('node'), surveyId: tree.surveyId, model: NodeModel.Group, title });
    draft.putNode(node);
    draft.setChildIds(node.id, []);
  } else {
    const created = createQuestion(draft, definition, ctx, title);
    node = created.node;
    draft.putNode(node);
    for (const option of created.options) draft.putOption(option);
    draft.setOptionIds(
      node.id,
      created.options.map((option) => option.id),
    );
    if (definition.isContainer) draft.setChildIds(node.id, []);
  }
  draft.setChildIds(place.parentId, insertAt(draft.childIds(place.parentId), place.index, node.id));
  return draft.commit();
}
