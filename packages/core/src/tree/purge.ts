import { fail, type TreeResult } from './change.ts';
import { removeWithOptions } from './delete-node.ts';
import { type DesignTree, isLive } from './design-tree.ts';
import { notFound } from './draft-queries.ts';
import { releaseDependants } from './release-dependants.ts';
import { TreeDraft } from './tree-draft.ts';

/** Deletes trashed questions for good, with their options: the given ids, or the whole trash. */
export function purgeTrash(tree: DesignTree, input: { ids?: readonly number[] } = {}): TreeResult {
  const draft = new TreeDraft(tree);
  const trashed = new Set([...draft.allNodes()].filter((node) => !isLive(node)).map((node) => node.id));
  const ids = input.ids ?? [...trashed];
  const missing = ids.filter((id) => !trashed.has(id));
  if (missing.length > 0) return fail(...missing.map((id) => notFound('nodes', id)));
  for (const id of ids) {
    // Released when trashed already; again in case something was linked to it while in the trash.
    releaseDependants(draft, id);
    removeWithOptions(draft, id);
  }
  return draft.commit();
}
