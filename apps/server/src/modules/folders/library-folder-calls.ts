import type { Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { type LibraryScope, requireItem, requireLibrary } from '../image-library/library-access.ts';
import { loadLibrarySubject } from '../image-library/library-subject.ts';
import {
  createFolder,
  ensureDefaultFolder,
  findFolder,
  listFolders,
  moveFolder,
  removeFolder,
  renameFolder,
} from './folder-store.ts';
import type { FolderTable } from './folder-table.ts';
import { toLibraryFolder } from './library-folder-table.ts';

/**
 * The folder calls of a library (question `library/category...`, image `image/library/folder/...`):
 * the library policy decides (A0403 on the library, A0404 for an id the caller may not read),
 * then the shared store acts and the answer is the library folder shape, the default folder
 * named in the caller's language.
 */
export function libraryFolderCalls(t: FolderTable<LibraryScope>) {
  const scopeFor = async (deps: AppDeps, userId: number, dataType: number, action: 'read' | 'edit') =>
    requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, action);
  const folderFor = async (deps: AppDeps, userId: number, id: number) => {
    const folder = await findFolder(deps.db, t, id);
    requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
    return folder;
  };

  return {
    /** The library's folders in their order; the default folder is made on first use. */
    async list(deps: AppDeps, userId: number, dataType: number, lang: Lang) {
      const scope = await scopeFor(deps, userId, dataType, 'read');
      await ensureDefaultFolder(deps.db, t, scope, deps.now());
      return (await listFolders(deps.db, t, scope)).map((row) => toLibraryFolder(row, lang));
    },
    /** A new folder at the end of the list (the family's name and limit rules apply). */
    async create(deps: AppDeps, userId: number, input: { name: string; dataType: number }, lang: Lang) {
      const scope = await scopeFor(deps, userId, input.dataType, 'edit');
      return toLibraryFolder(await createFolder(deps.db, t, scope, input.name, deps.now()), lang);
    },
    /** Renames a folder; the default folder keeps its name. */
    async rename(deps: AppDeps, userId: number, input: { id: number; name: string }, lang: Lang) {
      const folder = await folderFor(deps, userId, input.id);
      return toLibraryFolder(await renameFolder(deps.db, t, folder, input.name), lang);
    },
    /** Moves a folder to `position` (0-based; past the end: last); answers the list in its new order. */
    async move(deps: AppDeps, userId: number, input: { id: number; position: number }, lang: Lang) {
      const folder = await folderFor(deps, userId, input.id);
      return (await moveFolder(deps.db, t, folder, input.position)).map((row) => toLibraryFolder(row, lang));
    },
    /** Removes a folder; what it held stays, unclassified. The default folder stays. */
    async remove(deps: AppDeps, userId: number, id: number): Promise<void> {
      await removeFolder(deps.db, t, await folderFor(deps, userId, id));
    },
  };
}
