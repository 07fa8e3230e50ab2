import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import { MAX_QUESTIONS_PER_SURVEY } from '../model/limits.ts';
import type { NodeRecord } from '../model/node.ts';
import { isQuestionNode } from '../question-types/registry.ts';
import { isLive } from './design-tree.ts';
import type { TreeDraft } from './tree-draft.ts';

/** Reads shared by several operations. */

export function liveNode(draft: TreeDraft, id: number): NodeRecord | undefined {
  const node = draft.node(id);
  return node && isLive(node) ? node : undefined;
}

export function notFound(kind: 'nodes' | 'options', id: number): Issue {
  return issue('A0404', [kind, id], `${kind === 'nodes' ? 'node' : 'option'} ${id} does not exist`);
}

/** The node and its live descendants, parents before children. */
export function subtreeIds(draft: TreeDraft, id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...draft.childIds(ids[i] as number));
  return ids;
}

export function countLiveQuestions(draft: TreeDraft): number {
  let count = 0;
  for (const node of draft.allNodes()) if (isLive(node) && isQuestionNode(node)) count++;
  return count;
}

/** A0211 when adding `adding` questions would pass the survey limit. */
export function checkQuestionLimit(draft: TreeDraft, adding: number): Issue[] {
  if (adding === 0 || countLiveQuestions(draft) + adding <= MAX_QUESTIONS_PER_SURVEY) return [];
  return [issue('A0211', ['nodes'], `a survey holds at most ${MAX_QUESTIONS_PER_SURVEY} questions`)];
}

export function countLive(draft: TreeDraft, model: number): number {
  let count = 0;
  for (const node of draft.allNodes()) if (isLive(node) && node.model === model) count++;
  return count;
}

export function isDescendantOf(draft: TreeDraft, nodeId: number, ancestorId: number): boolean {
  let current = draft.node(nodeId)?.parentId ?? null;
  while (current !== null) {
    if (current === ancestorId) return true;
    current = draft.node(current)?.parentId ?? null;
  }
  return false;
}

export function insertAt<T>(list: readonly T[], index: number, ...items: T[]): T[] {
  return [...list.slice(0, index), ...items, ...list.slice(index)];
}

export function isGroupNode(node: NodeRecord): boolean {
  return node.model === NodeModel.Group || node.model === NodeModel.Branch;
}
