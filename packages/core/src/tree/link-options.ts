import { dependantsOf, familyOptions, mirrorsOf } from '../codes/link-family.ts';
import { NodeModel, OptionType } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { definitionOf } from '../question-types/registry.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { newOptionRecord, nextCodeIn } from './new-records.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Linked questions (spec: "option codes renumber automatically for linked questions"): a question
 * with `joinId` = S mirrors S's answer choices. A mirror keeps its source's code and title and
 * points at it (`joinId`, `rootJoinId` = the first source's option); the question may add options
 * of its own, which take codes after the whole family's so mirrors never clash with them.
 */
export function isMirrorable(option: OptionRecord): boolean {
  return option.type === OptionType.Option && !option.isGroup;
}

function mirrorFor(source: OptionRecord, nodeId: number, ctx: OpContext): OptionRecord {
  return newOptionRecord({
    id: ctx.nextId('option'),
    surveyId: source.surveyId,
    nodeId,
    code: source.code,
    title: source.title,
    image: source.image,
    other: source.other,
    exclusive: source.exclusive,
    joinId: source.id,
    rootJoinId: source.rootJoinId || source.id,
  });
}

/** Adds mirrors of a new source option to every question joined to its question, recursively. */
export function propagateNewOption(draft: TreeDraft, option: OptionRecord, ctx: OpContext): void {
  if (!isMirrorable(option)) return;
  for (const node of draft.allNodes()) {
    if (node.joinId !== option.nodeId || node.id === option.nodeId) continue;
    const mirror = mirrorFor(option, node.id, ctx);
    draft.putOption(mirror);
    draft.setOptionIds(node.id, [...draft.optionIds(node.id), mirror.id]);
    propagateNewOption(draft, mirror, ctx);
  }
}

/** Re-derives `rootJoinId` of the mirrors below `nodeId` after a link above them changed. */
function syncRootJoinIds(draft: TreeDraft, nodeId: number): void {
  for (const id of dependantsOf(draft, nodeId)) {
    for (const option of draft.optionsOfNode(id)) {
      if (option.joinId === 0) continue;
      const source = draft.option(option.joinId);
      const rootJoinId = source ? source.rootJoinId || source.id : 0;
      const joinId = source ? option.joinId : 0;
      if (rootJoinId !== option.rootJoinId || joinId !== option.joinId)
        draft.putOption({ ...option, joinId, rootJoinId });
    }
  }
}

/** Cuts a question loose from its source: its mirrors become its own options (codes kept). */
export function detachFromSource(draft: TreeDraft, nodeId: number): void {
  const node = draft.node(nodeId);
  if (!node || node.joinId === 0) return;
  draft.putNode({ ...node, joinId: 0 });
  for (const option of draft.optionsOfNode(nodeId)) {
    if (option.joinId !== 0) draft.putOption({ ...option, joinId: 0, rootJoinId: 0 });
  }
  syncRootJoinIds(draft, nodeId);
}

function removeMirrors(draft: TreeDraft, nodeId: number): void {
  const mirrors = draft.optionsOfNode(nodeId).filter((option) => option.joinId !== 0);
  const doomed = new Set(
    mirrors.flatMap((mirror) => [mirror, ...mirrorsOf(draft, mirror)]).map((option) => option.id),
  );
  const owners = new Set([...doomed].map((id) => draft.option(id)?.nodeId as number));
  for (const owner of owners)
    draft.setOptionIds(
      owner,
      draft.optionIds(owner).filter((id) => !doomed.has(id)),
    );
  for (const id of doomed) draft.removeOption(id);
}

export function linkQuestion(
  tree: DesignTree,
  input: { nodeId: number; sourceId: number },
  ctx: OpContext,
): TreeResult {
  const draft = new TreeDraft(tree);
  const node = liveNode(draft, input.nodeId);
  const source = liveNode(draft, input.sourceId);
  if (!node) return fail(notFound('nodes', input.nodeId));
  if (!source) return fail(notFound('nodes', input.sourceId));
  const isAnswerable = (candidate: typeof node) =>
    candidate.model === NodeModel.Question && definitionOf(candidate)?.answer != null;
  if (!isAnswerable(node) || !isAnswerable(source))
    return fail(issue('A0400', ['sourceId'], 'only questions can be linked'));
  if (node.id === source.id || dependantsOf(draft, node.id).includes(source.id))
    return fail(issue('A0400', ['sourceId'], 'a question cannot mirror itself'));
  removeMirrors(draft, node.id);
  detachFromSource(draft, node.id);
  draft.putNode({ ...(draft.node(node.id) ?? node), joinId: source.id });
  const mirrors = draft
    .optionsOfNode(source.id)
    .filter(isMirrorable)
    .map((option) => mirrorFor(option, node.id, ctx));
  for (const mirror of mirrors) draft.putOption(mirror);
  draft.setOptionIds(node.id, [...mirrors.map((mirror) => mirror.id), ...draft.optionIds(node.id)]);
  syncRootJoinIds(draft, node.id);
  for (const mirror of mirrors) propagateNewOption(draft, mirror, ctx);
  recodeClashingOwnOptions(draft, node.id);
  return draft.commit();
}

/**
 * Own options whose code a mirror now uses get the next free code of the family, and their own
 * mirrors follow; a code above every family code cannot clash anywhere.
 */
function recodeClashingOwnOptions(draft: TreeDraft, nodeId: number): void {
  for (const member of [nodeId, ...dependantsOf(draft, nodeId)]) {
    const options = draft.optionsOfNode(member).filter(isMirrorable);
    const mirrorCodes = new Set(options.filter((option) => option.joinId !== 0).map((option) => option.code));
    for (const own of options.filter((option) => option.joinId === 0 && mirrorCodes.has(option.code))) {
      const code = nextCodeIn(familyOptions(draft, member, own));
      draft.putOption({ ...own, code });
      for (const mirror of mirrorsOf(draft, own)) draft.putOption({ ...mirror, code });
    }
  }
}

export function unlinkQuestion(tree: DesignTree, input: { nodeId: number }): TreeResult {
  const draft = new TreeDraft(tree);
  if (!liveNode(draft, input.nodeId)) return fail(notFound('nodes', input.nodeId));
  detachFromSource(draft, input.nodeId);
  return draft.commit();
}
