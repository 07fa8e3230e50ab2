import { FOLDER_ALL, FOLDER_SYSTEM, FOLDER_UNCLASSIFIED } from '@cairn/contract';

/** What the tree needs of a folder of either library (question and image folders share the shape). */
export interface LibraryFolder {
  id: number;
  name: string;
  isDefault: boolean;
  position: number;
}

/** Counts as the `total` / `amount` calls answer them; `system` only in the question library. */
export interface FolderCounts {
  total: number;
  unclassified: number;
  system?: number;
  folders: readonly { folderId: number; amount: number }[];
}

export type FolderEntry =
  | { kind: 'all' | 'system' | 'unclassified'; id: number; count: number | undefined }
  | { kind: 'folder'; id: number; name: string; isDefault: boolean; count: number | undefined };

/**
 * The folder tree of a library, top to bottom: all (-2), the system folder (-3, question library
 * only), unclassified (0), then the default folder (默认文件夹) and the user's folders in their
 * stored order. Counts are undefined while loading; a folder missing from the counts holds 0.
 */
export function buildFolderTree(
  folders: readonly LibraryFolder[] | undefined,
  counts: FolderCounts | undefined,
  options: { withSystem: boolean },
): FolderEntry[] {
  const amount = new Map(counts?.folders.map((f) => [f.folderId, f.amount]));
  const entries: FolderEntry[] = [{ kind: 'all', id: FOLDER_ALL, count: counts?.total }];
  if (options.withSystem) entries.push({ kind: 'system', id: FOLDER_SYSTEM, count: counts?.system });
  entries.push({ kind: 'unclassified', id: FOLDER_UNCLASSIFIED, count: counts?.unclassified });
  const ordered = [...(folders ?? [])].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.position - b.position || a.id - b.id,
  );
  for (const folder of ordered) {
    entries.push({
      kind: 'folder',
      id: folder.id,
      name: folder.name,
      isDefault: folder.isDefault,
      count: counts ? (amount.get(folder.id) ?? 0) : undefined,
    });
  }
  return entries;
}

/** The folders an item can be moved (or saved) to: unclassified and every folder, default first. */
export function targetFolders(folders: readonly LibraryFolder[] | undefined): FolderEntry[] {
  return buildFolderTree(folders, undefined, { withSystem: false }).filter((e) => e.kind !== 'all');
}

/** Whether a chosen folder id still exists (a folder removed elsewhere falls back to all). */
export function isKnownFolder(folderId: number, folders: readonly LibraryFolder[] | undefined): boolean {
  if (folderId === FOLDER_ALL || folderId === FOLDER_SYSTEM || folderId === FOLDER_UNCLASSIFIED) return true;
  return folders === undefined || folders.some((f) => f.id === folderId);
}

export type FolderNameProblem = 'required' | 'tooLong' | 'taken';

/**
 * A folder name as the server checks it (trimmed, 1..max characters, unique in the library
 * ignoring case), so the form names the broken rule in the user's language before any call.
 * `exceptId` is the folder being renamed: its own name, or a change of case, is allowed.
 */
export function folderNameProblem(
  name: string,
  max: number,
  folders: readonly Pick<LibraryFolder, 'id' | 'name'>[],
  exceptId?: number,
): FolderNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > max) return 'tooLong';
  const lower = trimmed.toLowerCase();
  return folders.some((f) => f.id !== exceptId && f.name.toLowerCase() === lower) ? 'taken' : null;
}
