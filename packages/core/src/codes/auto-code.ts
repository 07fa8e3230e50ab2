import { z } from 'zod';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { takesCode } from '../question-types/registry.ts';
import { fail, type TreeResult } from '../tree/change.ts';
import { type DesignTree, liveNodesInOrder } from '../tree/design-tree.ts';
import { isGroupNode } from '../tree/draft-queries.ts';
import { TreeDraft } from '../tree/tree-draft.ts';
import { isValidCodePrefix } from './code-format.ts';

export const ZAutoCodeInput = z.object({ prefix: z.string(), mode: z.enum(['sequential', 'group']) });
export type AutoCodeInput = z.infer<typeof ZAutoCodeInput>;

/**
 * Automatic title coding (spec doc 1 §5): every question that takes a code, in reading order,
 * becomes prefix1, prefix2 ... (sequential) or prefix1.1, prefix1.2, prefix2.1 ... (by group:
 * each top-level group is a section, and so is each run of questions between groups).
 * A0103 for a prefix that is empty, too long or not letter-led. Trashed questions keep their codes.
 */
export function autoCodeQuestions(tree: DesignTree, input: AutoCodeInput): TreeResult {
  const prefix = input.prefix.trim();
  if (!isValidCodePrefix(prefix))
    return fail(issue('A0103', ['prefix'], 'up to 5 letters, digits, . or _, starting with a letter'));
  const draft = new TreeDraft(tree);
  const sectionOf = sectionIds(tree);
  let count = 0;
  let section: number | undefined;
  let sectionNumber = 0;
  for (const node of liveNodesInOrder(tree)) {
    if (!takesCode(node)) continue;
    // Sections without coded questions get no number, so group numbers have no gaps.
    if (input.mode === 'group' && sectionOf.get(node.id) !== section) {
      section = sectionOf.get(node.id);
      sectionNumber++;
      count = 0;
    }
    count++;
    const code = input.mode === 'sequential' ? `${prefix}${count}` : `${prefix}${sectionNumber}.${count}`;
    if (code !== node.code) draft.putNode({ ...node, code });
  }
  return draft.commit();
}

/** Section of each live node: top-level groups, and runs of other top-level nodes between them. */
function sectionIds(tree: DesignTree): Map<number, number> {
  const sections = new Map<number, number>();
  let section = 0;
  let inRun = false;
  for (const id of tree.children.get(null) ?? []) {
    const node = tree.nodes.get(id) as NodeRecord;
    if (isGroupNode(node) || !inRun) section++;
    inRun = !isGroupNode(node);
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as number;
      sections.set(current, section);
      stack.push(...(tree.children.get(current) ?? []));
    }
  }
  return sections;
}
