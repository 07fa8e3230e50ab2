import type {
  ImageFolder,
  ImageFolderCreateBody,
  ImageFolderMoveBody,
  ImageFolderRenameBody,
  Lang,
} from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { createFolder, moveFolder, removeFolder, renameFolder } from '../folders/folder-store.ts';
import {
  ensureDefaultFolder,
  findFolder,
  imageFolderTable,
  listFolderRows,
  toFolder,
} from './folder-repo.ts';
import { requireItem, requireLibrary } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** The folder calls (`image/library/folder/...`) over the shared folder store. */

/** The folders of my or the company library in their order; the default folder is made on first use. */
export async function listImageFolders(
  deps: AppDeps,
  userId: number,
  dataType: number,
  lang: Lang,
): Promise<ImageFolder[]> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, 'read');
  await ensureDefaultFolder(deps.db, scope, deps.now());
  return (await listFolderRows(deps.db, scope)).map((row) => toFolder(row, lang));
}

/** A new folder at the end of the library's list. */
export async function createImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderCreateBody,
  lang: Lang,
): Promise<ImageFolder> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), input.dataType, 'edit');
  return toFolder(await createFolder(deps.db, imageFolderTable, scope, input.name, deps.now()), lang);
}

/** Renames a folder; the default folder keeps its name (A0403). */
export async function renameImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderRenameBody,
  lang: Lang,
): Promise<ImageFolder> {
  const folder = await findFolder(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  return toFolder(await renameFolder(deps.db, imageFolderTable, folder, input.name), lang);
}

/**
 * `folder/update`: moves a folder to `position` (0-based; past the end means last) in its
 * library's list, the others keeping their order; answers the whole list in its new order.
 */
export async function moveImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderMoveBody,
  lang: Lang,
): Promise<ImageFolder[]> {
  const folder = await findFolder(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  const ordered = await moveFolder(deps.db, imageFolderTable, folder, input.position);
  return ordered.map((row) => toFolder(row, lang));
}

/** Removes a folder; its images stay, unclassified. The default folder stays (A0403). */
export async function removeImageFolder(deps: AppDeps, userId: number, id: number): Promise<void> {
  const folder = await findFolder(deps.db, id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  await removeFolder(deps.db, imageFolderTable, folder);
}
