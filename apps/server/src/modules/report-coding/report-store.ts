import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codingReports } from '../../db/schema/coding.ts';
import { AppError } from '../../http/app-error.ts';

export type CodingReportRow = typeof codingReports.$inferSelect;

/** A report of the survey, or A0404 (a report of another survey is not there for this caller). */
export async function loadReport(db: Db, surveyId: number, reportId: number): Promise<CodingReportRow> {
  const [row] = await db
    .select()
    .from(codingReports)
    .where(and(eq(codingReports.id, reportId), eq(codingReports.surveyId, surveyId)));
  if (!row) throw new AppError('A0404', `coding report ${reportId}`);
  return row;
}

export async function listReports(db: Db, surveyId: number): Promise<CodingReportRow[]> {
  return db
    .select()
    .from(codingReports)
    .where(eq(codingReports.surveyId, surveyId))
    .orderBy(desc(codingReports.id));
}

export async function insertReport(
  db: Db,
  values: { surveyId: number; name: string; columnKey: string; nodeId: number; createdBy: number; now: Date },
): Promise<CodingReportRow> {
  const [row] = await db
    .insert(codingReports)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function updateReport(
  db: Db,
  id: number,
  changes: Partial<Pick<CodingReportRow, 'status' | 'type' | 'refReportId' | 'nextCodeId'>>,
  now: Date,
): Promise<void> {
  await db
    .update(codingReports)
    .set({ ...changes, updatedAt: now })
    .where(eq(codingReports.id, id));
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.delete(codingReports).where(eq(codingReports.id, id));
}

/** An ended report is read-only (A0330): every change of its frame, hits or tasks is refused. */
export function requireEditable(report: CodingReportRow): void {
  if (report.status === 4)
    throw new AppError('A0330', 'the report has ended; move it back a status to change it');
}
