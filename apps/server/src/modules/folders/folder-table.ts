import type { ErrorCode, FolderFamily } from '@cairn/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppError } from '../../http/app-error.ts';

/**
 * A folder row as the shared store hands it out, whatever the family's table. Families without a
 * column read its neutral value (project folders: no default folder, position 0, no library).
 */
export interface StoredFolder {
  id: number;
  ownerId: number;
  name: string;
  createdAt: Date;
  isDefault: boolean;
  position: number;
  dataType: number;
  organizationId: number | null;
}

/**
 * Where and how one family keeps its folders: the table and the columns the store reads, the
 * family's scope (whose folders: one user's, one library), where the folders' contents point at
 * them, and the family's answers where the families differ (error codes kept as they were).
 * Who may act on a folder stays with the family's module (its own policy), before the store runs.
 */
export interface FolderTable<Scope> {
  family: FolderFamily;
  table: PgTable;
  columns: {
    id: PgColumn;
    ownerId: PgColumn;
    name: PgColumn;
    createdAt: PgColumn;
    /** Families with a default folder or a stored order have these. */
    isDefault?: PgColumn;
    position?: PgColumn;
  };
  /** The rows of one scope. */
  inScope(scope: Scope): SQL;
  /** The scope columns of a new row (ownerId and, for libraries, organizationId and dataType). */
  scopeValues(scope: Scope): Record<string, unknown>;
  /** The scope a stored folder belongs to (names are unique within it). */
  scopeOf(folder: StoredFolder): Scope;
  /**
   * The things filed in the folders, by their `folderId` column (every family names it so):
   * deleting a folder leaves them unclassified (null). Only `live` ones count (not recycled).
   */
  contents: { table: PgTable & { folderId: PgColumn }; live?: SQL };
  /** A name the scope already has (or a reserved one); `indexes` are the unique indexes that say so in a race. */
  nameTaken: { error(name: string): AppError; indexes: readonly string[] };
  /** The default folder is kept: renaming or removing it is refused with these codes. */
  keepDefault?: { rename: ErrorCode; remove: ErrorCode };
  /** Past `family.maxFolders`. */
  tooMany?(): AppError;
}
