import { IMAGE_FOLDERS, type ImageFolder, type Lang } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { imageFolders, images } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import {
  ensureDefaultFolder as ensureDefault,
  findFolder as find,
  listFolders,
} from '../folders/folder-store.ts';
import type { StoredFolder } from '../folders/folder-table.ts';
import { libraryFolderTable, toLibraryFolder } from '../folders/library-folder-table.ts';
import { foldersIn, type LibraryScope } from './library-access.ts';

/**
 * Image folders (`image/library/folder/...`) in the shared folder store: names may repeat, the
 * default folder is never renamed or removed (A0403), folders can be reordered.
 */
export const imageFolderTable = libraryFolderTable({
  family: IMAGE_FOLDERS,
  table: imageFolders,
  inScope: foldersIn,
  contents: { table: images },
  // Image folder names are not unique (IMAGE_FOLDERS.uniqueNames), so this is never asked.
  nameTaken: { error: (name) => new AppError('A0400', name), indexes: [] },
  keepDefault: { rename: 'A0403', remove: 'A0403' },
});

export const findFolder = (db: Db, id: number) => find(db, imageFolderTable, id);

export const listFolderRows = (db: Db, scope: LibraryScope) => listFolders(db, imageFolderTable, scope);

/** The library's default folder (默认文件夹), created the first time it is needed. */
export const ensureDefaultFolder = (db: Db, scope: LibraryScope, now: number) =>
  ensureDefault(db, imageFolderTable, scope, now);

export const toFolder = (row: StoredFolder, lang: Lang): ImageFolder => toLibraryFolder(row, lang);
