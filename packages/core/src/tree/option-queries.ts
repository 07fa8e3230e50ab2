import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { type AnyQuestionType, definitionOf } from '../question-types/registry.ts';
import { liveNode, notFound } from './draft-queries.ts';
import type { TreeDraft } from './tree-draft.ts';

/** Reads shared by the option operations. */

/** A live question that holds options, or the issue why not. */
export function questionForOptions(
  draft: TreeDraft,
  nodeId: number,
): { node: NodeRecord; definition: AnyQuestionType } | { issue: Issue } {
  const node = liveNode(draft, nodeId);
  if (!node) return { issue: notFound('nodes', nodeId) };
  const definition = definitionOf(node);
  if (node.model !== NodeModel.Question || !definition || definition.isContainer)
    return { issue: issue('A0400', ['nodes', nodeId], 'only questions have options') };
  return { node, definition };
}

export function optionOf(draft: TreeDraft, nodeId: number, optionId: number): OptionRecord | undefined {
  const option = draft.option(optionId);
  return option && option.nodeId === nodeId ? option : undefined;
}

/** Cascade levels below an option (its children, their children ...). */
export function descendantsOf(draft: TreeDraft, option: OptionRecord): OptionRecord[] {
  const all = draft.optionsOfNode(option.nodeId);
  const found: OptionRecord[] = [];
  const queue = [option.id];
  while (queue.length > 0) {
    const parentId = queue.shift() as number;
    for (const child of all) {
      if (child.parentId === parentId && !child.isGroup) {
        found.push(child);
        queue.push(child.id);
      }
    }
  }
  return found;
}

/**
 * Whether `parentId` can hold an option of `type`: an option group of that type, or any answer
 * option when the question's options form levels (cascade).
 */
export function checkOptionParent(
  draft: TreeDraft,
  nodeId: number,
  definition: AnyQuestionType,
  parentId: number | null,
  type: number,
): Issue[] {
  if (parentId === null) return [];
  const parent = optionOf(draft, nodeId, parentId);
  if (!parent) return [notFound('options', parentId)];
  const fits = definition.hasOptionLevels ? !parent.isGroup : parent.isGroup && parent.type === type;
  return fits ? [] : [issue('A0400', ['options', parentId], 'that option cannot hold options')];
}
