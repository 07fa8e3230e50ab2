/**
 * The upgrade steps of published documents, one per schema version bump. To change the document
 * shape: raise `SURVEY_DOCUMENT_VERSION` in `../schema.ts`, change `ZSurveyDocument`, and add a
 * step here `{ from: old, migrate }` that turns an old document into the new shape (pure, on
 * plain JSON; keep it working forever: stored documents never change). Add a fixture of the old
 * shape to the test, so the chain is proven end to end.
 *
 * Version 1 is the first shape, so there are no steps yet.
 */
export interface DocumentMigration {
  /** The version this step upgrades from (to `from + 1`). */
  from: number;
  migrate(document: Record<string, unknown>): Record<string, unknown>;
}

export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [];
