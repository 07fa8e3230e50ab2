import { z } from 'zod';
import { type Issue, issue } from '../model/issues.ts';
import { takesCode } from '../question-types/registry.ts';
import { fail, type TreeResult } from '../tree/change.ts';
import { type DesignTree, isLive } from '../tree/design-tree.ts';
import { liveNode, notFound } from '../tree/draft-queries.ts';
import { TreeDraft } from '../tree/tree-draft.ts';
import { isValidQuestionCode } from './code-format.ts';

export const ZCodeUpdates = z.array(z.object({ id: z.number().int(), code: z.string() })).min(1);
export type CodeUpdates = z.infer<typeof ZCodeUpdates>;

/**
 * Sets question codes in one call (a pasted list or one edit): the whole batch is checked first,
 * every problem reported (A0103 format, A0101 taken, A0404 unknown), and nothing changes unless
 * all are fine. Codes may swap within a batch (Q1↔Q2).
 */
export function updateNodeCodes(tree: DesignTree, updates: CodeUpdates): TreeResult {
  const draft = new TreeDraft(tree);
  const issues: Issue[] = [];
  const wanted = new Map<number, string>();
  for (const { id, code } of updates) {
    const node = liveNode(draft, id);
    const trimmed = code.trim();
    if (!node) issues.push(notFound('nodes', id));
    else if (!takesCode(node)) issues.push(issue('A0400', ['nodes', id, 'code'], 'this node has no code'));
    else if (!isValidQuestionCode(trimmed))
      issues.push(
        issue('A0103', ['nodes', id, 'code'], 'letters, digits, . and _, starting with a letter, up to 20'),
      );
    else if (wanted.has(id)) issues.push(issue('A0400', ['nodes', id], 'listed twice'));
    else wanted.set(id, trimmed);
  }
  const owners = new Map<string, number[]>();
  for (const node of draft.allNodes()) {
    if (!isLive(node) || !takesCode(node)) continue;
    const code = wanted.get(node.id) ?? node.code;
    if (code !== null) owners.set(code, [...(owners.get(code) ?? []), node.id]);
  }
  for (const [id, code] of wanted) {
    if ((owners.get(code)?.length ?? 0) > 1)
      issues.push(issue('A0101', ['nodes', id, 'code'], `code ${code} is used by another question`));
  }
  if (issues.length > 0) return fail(...issues);
  for (const [id, code] of wanted)
    draft.putNode({ ...(draft.node(id) as NonNullable<ReturnType<typeof draft.node>>), code });
  return draft.commit();
}
