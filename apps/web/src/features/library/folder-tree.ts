import {
  FOLDER_ALL,
  FOLDER_SYSTEM,
  FOLDER_UNCLASSIFIED,
  isSpecialFolderId,
  orderFolders,
  QUESTION_FOLDERS,
} from '@cairn/contract';

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
  for (const folder of orderFolders(folders ?? [])) {
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
  // The question library's special ids are the image library's and -3 (system).
  if (isSpecialFolderId(QUESTION_FOLDERS, folderId)) return true;
  return folders === undefined || folders.some((f) => f.id === folderId);
}
