/**
 * Pure operations on one scope's folder list, shared by the server's folder store and the web's
 * folder components. Folders are a flat list (no nesting): the "tree" a screen shows is the
 * family's special entries followed by this list.
 */

/** What the list operations need of a folder. */
export interface FolderItem {
  id: number;
  name: string;
  isDefault?: boolean;
  position?: number;
}

/** Display order: the default folder first, then by stored position, then by id (creation order). */
export function orderFolders<T extends FolderItem>(folders: readonly T[]): T[] {
  return [...folders].sort(
    (a, b) =>
      Number(b.isDefault ?? false) - Number(a.isDefault ?? false) ||
      (a.position ?? 0) - (b.position ?? 0) ||
      a.id - b.id,
  );
}

/** The position a new folder takes: after the last one (0 in an empty list). */
export function nextFolderPosition(positions: readonly number[]): number {
  return positions.length === 0 ? 0 : Math.max(...positions) + 1;
}

/**
 * Moves folder `id` to `position` (0-based; past the end means last) in a list held in its
 * stored order, the others keeping theirs. Answers the list renumbered 0..n-1 and which folders'
 * positions changed (the only rows to write). An id not in the list changes nothing.
 */
export function moveFolderTo<T extends FolderItem & { position: number }>(
  ordered: readonly T[],
  id: number,
  position: number,
): { ordered: T[]; changed: T[] } {
  const moved = ordered.find((f) => f.id === id);
  if (!moved) return { ordered: [...ordered], changed: [] };
  const others = ordered.filter((f) => f.id !== id);
  others.splice(Math.max(0, Math.min(position, others.length)), 0, moved);
  const renumbered = others.map((f, index) => ({ ...f, position: index }));
  const before = new Map(ordered.map((f) => [f.id, f.position]));
  return { ordered: renumbered, changed: renumbered.filter((f) => before.get(f.id) !== f.position) };
}

export type FolderNameProblem = 'required' | 'tooLong' | 'taken';

/**
 * A folder name as the server checks it (trimmed, 1..max characters and, when names are unique,
 * unlike every other folder's ignoring case), so a form names the broken rule before any call.
 * `exceptId` is the folder being renamed: its own name, or a change of case, is allowed.
 */
export function folderNameProblem(
  name: string,
  max: number,
  folders: readonly Pick<FolderItem, 'id' | 'name'>[],
  exceptId?: number,
  uniqueNames = true,
): FolderNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > max) return 'tooLong';
  if (!uniqueNames) return null;
  const lower = trimmed.toLowerCase();
  return folders.some((f) => f.id !== exceptId && f.name.toLowerCase() === lower) ? 'taken' : null;
}
