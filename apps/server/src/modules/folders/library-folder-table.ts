import { DEFAULT_FOLDER_NAME, type FolderFamily, type Lang } from '@cairn/contract';
import type { SQL } from 'drizzle-orm';
import type { imageFolders, questionFolders } from '../../db/schema/index.ts';
import type { LibraryScope } from '../image-library/library-access.ts';
import { scopeOfItem } from '../image-library/library-access.ts';
import type { FolderTable, StoredFolder } from './folder-table.ts';

type LibraryFoldersTable = typeof questionFolders | typeof imageFolders;

/**
 * The folders of a library (question or image: tables of one shape), scoped by my library or the
 * organisation's company library, with a default folder and a stored order.
 */
export function libraryFolderTable(options: {
  family: FolderFamily;
  table: LibraryFoldersTable;
  inScope(scope: LibraryScope): SQL;
  contents: FolderTable<LibraryScope>['contents'];
  nameTaken: FolderTable<LibraryScope>['nameTaken'];
  keepDefault: NonNullable<FolderTable<LibraryScope>['keepDefault']>;
  tooMany?: FolderTable<LibraryScope>['tooMany'];
}): FolderTable<LibraryScope> {
  const { table } = options;
  return {
    ...options,
    columns: {
      id: table.id,
      ownerId: table.ownerId,
      name: table.name,
      createdAt: table.createdAt,
      isDefault: table.isDefault,
      position: table.position,
    },
    scopeValues: (scope) => ({
      ownerId: scope.ownerId,
      organizationId: scope.organizationId,
      dataType: scope.dataType,
    }),
    scopeOf: scopeOfItem,
  };
}

/** A library folder as the question and image calls answer it; the default folder's name in the caller's language. */
export function toLibraryFolder(row: StoredFolder, lang: Lang) {
  return {
    id: row.id,
    name: row.isDefault ? DEFAULT_FOLDER_NAME[lang] : row.name,
    dataType: row.dataType,
    isDefault: row.isDefault,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}
