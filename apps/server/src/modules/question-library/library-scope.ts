import { LibraryDataType } from '@cairn/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { libraryQuestions, questionFolders } from '../../db/schema/index.ts';
import type { LibraryScope } from '../image-library/library-access.ts';

/**
 * The question library follows the image library's rules word for word (policy/library-policy.ts):
 * my library is its owner's alone; the company library is read with COMPANY_LIBRARY_VIEW or
 * COMPANY_LIBRARY_EDIT and changed with COMPANY_LIBRARY_EDIT or as the organisation admin. So
 * it reuses the image library's scope helpers and adds only the question tables' filters.
 */
export {
  isSameLibrary,
  type LibraryScope,
  requireItem,
  requireLibrary,
  scopeOfItem,
} from '../image-library/library-access.ts';
export { loadLibrarySubject } from '../image-library/library-subject.ts';

function inLibrary(table: typeof libraryQuestions | typeof questionFolders, scope: LibraryScope): SQL {
  return scope.dataType === LibraryDataType.COMPANY
    ? and(eq(table.dataType, LibraryDataType.COMPANY), eq(table.organizationId, scope.organizationId ?? -1))!
    : and(eq(table.dataType, LibraryDataType.MY), eq(table.ownerId, scope.ownerId))!;
}

export const questionFoldersIn = (scope: LibraryScope) => inLibrary(questionFolders, scope);
export const libraryQuestionsIn = (scope: LibraryScope) => inLibrary(libraryQuestions, scope);
