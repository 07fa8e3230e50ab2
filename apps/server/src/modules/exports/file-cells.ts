import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles, surveys } from '../../db/schema/index.ts';

/**
 * A file answer's cell holds storage keys (one per line): meaningless in a spreadsheet, and a
 * signed link would expire with the hour. An export writes each file as its name and a stable
 * link into the designer (`/designer/files/{surveyCode}/{key}`): it asks whoever opens it to sign
 * in, checks their report right (respondentFileApi.sign) and sends them on to a fresh signed link.
 */
export interface ExportFiles {
  /** Original names by storage key (respondent_files). */
  names: ReadonlyMap<string, string>;
  /** The survey's designer address of files: the public URL, '/designer/files/', the survey code. */
  base: string;
}

/** `base` of a survey's file links: the designer route `files/:surveyCode/:key` (apps/web). */
export function fileLinkBase(publicUrl: string, surveyCode: string): string {
  return `${publicUrl.replace(/\/$/, '')}/designer/files/${encodeURIComponent(surveyCode)}`;
}

export function stableFileLink(base: string, key: string): string {
  return `${base}/${encodeURIComponent(key)}`;
}

/** A file cell as people read it: "name (link)" per file, one per line. */
export function fileCellText(value: string, files: ExportFiles): string {
  return value
    .split('\n')
    .filter(Boolean)
    .map((key) => `${files.names.get(key) ?? key} (${stableFileLink(files.base, key)})`)
    .join('\n');
}

/** The names of every file uploaded to a survey, once per export (files are few next to rows). */
export async function loadExportFiles(db: Db, surveyId: number, publicUrl = ''): Promise<ExportFiles> {
  const [survey] = await db.select({ code: surveys.code }).from(surveys).where(eq(surveys.id, surveyId));
  const rows = await db
    .select({ key: respondentFiles.storageKey, name: respondentFiles.originalName })
    .from(respondentFiles)
    .where(eq(respondentFiles.surveyId, surveyId));
  return {
    names: new Map(rows.map((row) => [row.key, row.name])),
    base: fileLinkBase(publicUrl, survey?.code ?? ''),
  };
}
