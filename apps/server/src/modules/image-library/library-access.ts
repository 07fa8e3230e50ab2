import { LibraryDataType } from '@cairn/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { imageFolders, images } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decideLibrary, type LibraryAction, type LibrarySubject } from '../../policy/library-policy.ts';

/** One library: a user's own (dataType 0) or an organisation's company library (dataType 1). */
export interface LibraryScope {
  dataType: number;
  ownerId: number;
  organizationId: number | null;
}

/** The caller's library of a data type, refused with A0403 when the policy says no. */
export function requireLibrary(
  subject: LibrarySubject,
  dataType: number,
  action: LibraryAction,
): LibraryScope {
  const scope: LibraryScope = {
    dataType,
    ownerId: subject.userId,
    organizationId: dataType === LibraryDataType.COMPANY ? subject.organizationId : null,
  };
  const decision = decideLibrary(subject, scope, action);
  if (!decision.allowed) throw new AppError(decision.code);
  return scope;
}

/**
 * For a folder or image found by id: A0404 when the caller may not even read it (so ids of
 * others are indistinguishable from missing ones), A0403 when they may read but not change it.
 */
export function requireItem(
  subject: LibrarySubject,
  item: { dataType: number; ownerId: number; organizationId: number | null } | undefined,
  action: LibraryAction,
): asserts item {
  if (!item || !decideLibrary(subject, item, 'read').allowed) throw new AppError('A0404');
  const decision = decideLibrary(subject, item, action);
  if (!decision.allowed) throw new AppError(decision.code);
}

/** The library an item belongs to. */
export const scopeOfItem = (item: LibraryScope): LibraryScope => ({
  dataType: item.dataType,
  ownerId: item.ownerId,
  organizationId: item.organizationId,
});

export const isSameLibrary = (a: LibraryScope, b: LibraryScope): boolean =>
  a.dataType === b.dataType &&
  (a.dataType === LibraryDataType.COMPANY ? a.organizationId === b.organizationId : a.ownerId === b.ownerId);

/** Rows of a table that belong to the library. */
function inLibrary(table: typeof images | typeof imageFolders, scope: LibraryScope): SQL {
  return scope.dataType === LibraryDataType.COMPANY
    ? and(eq(table.dataType, LibraryDataType.COMPANY), eq(table.organizationId, scope.organizationId ?? -1))!
    : and(eq(table.dataType, LibraryDataType.MY), eq(table.ownerId, scope.ownerId))!;
}

export const foldersIn = (scope: LibraryScope) => inLibrary(imageFolders, scope);
export const imagesIn = (scope: LibraryScope) => inLibrary(images, scope);
