import { type AuditRecord, auditActionLabels, formatAuditDetail, type Lang } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import { type AuditFilter, readAudit } from './audit-log.ts';

/** The most rows one export holds (newest first); a narrower range or action gets the rest. */
export const AUDIT_EXPORT_MAX = 50_000;

const headers = {
  zh: ['时间', '操作', '操作人', '对象', '详情', 'IP'],
  en: ['Time', 'Action', 'By', 'Target', 'Detail', 'IP'],
};

/** One row of the sheet: the detail as the page says it (contract org/audit-detail.ts). */
export function auditRow(
  record: AuditRecord,
  lang: Lang,
  departmentName: (id: number) => string | undefined,
): string[] {
  return [
    record.createdAt,
    auditActionLabels[record.action]?.[lang] ?? record.action,
    record.actorName ?? '',
    record.targetName ?? '',
    formatAuditDetail(record.action, record.detail, lang, { department: departmentName }),
    record.ip ?? '',
  ];
}

/**
 * Writes the organisation's log as an xlsx workbook into `out` in `lang`; answers the rows written.
 * The caller has checked the right to read it.
 */
export async function writeAuditWorkbook(
  db: Db,
  organizationId: number,
  filter: AuditFilter,
  lang: Lang,
  out: NodeJS.WritableStream,
): Promise<number> {
  const records = await readAudit(db, organizationId, filter, AUDIT_EXPORT_MAX);
  const names = new Map(
    (
      await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.organizationId, organizationId))
    ).map((d) => [d.id, d.name]),
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '审计日志' : 'Audit log');
  sheet.addRow(headers[lang]);
  for (const r of records) sheet.addRow(auditRow(r, lang, (id) => names.get(id)));
  sheet.columns.forEach((c, i) => {
    c.width = [26, 20, 18, 18, 60, 16][i];
  });
  // Written whole: at most 50,000 short rows, where exceljs's buffer stays small.
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  await new Promise<void>((resolve, reject) => out.write(bytes, (e) => (e ? reject(e) : resolve())));
  return records.length;
}
