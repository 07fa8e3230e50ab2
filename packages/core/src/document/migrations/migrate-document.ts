import { SURVEY_DOCUMENT_VERSION, type SurveyDocument, ZSurveyDocument } from '../schema.ts';
import { DOCUMENT_MIGRATIONS, type DocumentMigration } from './steps.ts';

/**
 * Opens a stored published document whatever code published it: reads its `schemaVersion`,
 * applies each step from there up to the current version (v→v+1, in order, never skipping),
 * then parses the result with today's schema. Documents are immutable in storage; the upgrade
 * happens on read (the caller may cache the result). Failures are data, not exceptions.
 */
export type MigrationResult =
  | { ok: true; document: SurveyDocument; from: number }
  | { ok: false; from: number | null; message: string };

export function migrateDocument(
  raw: unknown,
  steps: readonly DocumentMigration[] = DOCUMENT_MIGRATIONS,
  target: number = SURVEY_DOCUMENT_VERSION,
): MigrationResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, from: null, message: 'not a survey document' };
  const from = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1)
    return { ok: false, from: null, message: 'no schemaVersion' };
  if (from > target)
    return { ok: false, from, message: `version ${from} is newer than this server (${target})` };
  let document: Record<string, unknown> = structuredClone(raw) as Record<string, unknown>;
  for (let version = from; version < target; version++) {
    const step = steps.find((candidate) => candidate.from === version);
    if (!step) return { ok: false, from, message: `no migration from version ${version}` };
    document = { ...step.migrate(document), schemaVersion: version + 1 };
  }
  if (target !== SURVEY_DOCUMENT_VERSION) return { ok: true, document: document as SurveyDocument, from };
  const parsed = ZSurveyDocument.safeParse(document);
  return parsed.success
    ? { ok: true, document: parsed.data, from }
    : {
        ok: false,
        from,
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      };
}
