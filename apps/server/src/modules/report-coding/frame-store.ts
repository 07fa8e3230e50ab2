import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codingNets, codingReports } from '../../db/schema/coding.ts';
import { AppError } from '../../http/app-error.ts';
import { type Frame, frameOf, type NetRow } from './frame-ops.ts';
import type { CodingReportRow } from './report-store.ts';

/** The report's whole frame (every entry, removed and merged ones too). */
export async function loadFrame(db: Db, report: CodingReportRow): Promise<Frame> {
  const rows = await db.select().from(codingNets).where(eq(codingNets.reportId, report.id));
  return frameOf(
    rows.map(
      (r): NetRow => ({
        id: r.id,
        codeId: r.codeId,
        label: r.label,
        level: r.level,
        parentId: r.parentId,
        sort: r.sort,
        codeStatus: r.codeStatus,
        mergedInto: r.mergedInto,
        removedWith: r.removedWith,
        keywords: r.keywords,
      }),
    ),
    report.nextCodeId,
  );
}

const FIELDS = ['label', 'level', 'parentId', 'sort', 'codeStatus', 'mergedInto', 'removedWith'] as const;

function changed(a: NetRow, b: NetRow): boolean {
  return FIELDS.some((f) => a[f] !== b[f]) || a.keywords.join('\u0000') !== b.keywords.join('\u0000');
}

/**
 * Writes what an operation changed, in one transaction: new entries (negative ids) are inserted
 * parents first and their children pointed at the real ids; answers the map of temporary ids.
 */
export async function saveFrame(
  db: Db,
  report: CodingReportRow,
  before: Frame,
  after: Frame,
  now: Date,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  const real = (id: number | null) => (id !== null && id < 0 ? ids.get(id)! : id);
  await db.transaction(async (tx) => {
    // Code numbers are handed out from the report's counter: a frame saved meanwhile by another
    // call took them already, so this change is refused rather than numbering two codes alike.
    if (after.nextCodeId !== before.nextCodeId) {
      const taken = await tx
        .update(codingReports)
        .set({ nextCodeId: after.nextCodeId, updatedAt: now })
        .where(and(eq(codingReports.id, report.id), eq(codingReports.nextCodeId, before.nextCodeId)))
        .returning({ id: codingReports.id });
      if (taken.length === 0)
        throw new AppError('A0400', 'the frame changed while this change was made; reload it and try again');
    }
    const created = after.rows.filter((r) => r.id < 0).sort((a, b) => a.level - b.level || b.id - a.id);
    for (const row of created) {
      const [inserted] = await tx
        .insert(codingNets)
        .values({
          reportId: report.id,
          codeId: row.codeId,
          label: row.label,
          level: row.level,
          parentId: real(row.parentId),
          sort: row.sort,
          codeStatus: row.codeStatus,
          mergedInto: real(row.mergedInto),
          removedWith: real(row.removedWith),
          keywords: row.keywords,
        })
        .returning({ id: codingNets.id });
      ids.set(row.id, inserted!.id);
    }
    const old = new Map(before.rows.map((r) => [r.id, r]));
    for (const row of after.rows) {
      if (row.id < 0) continue;
      const was = old.get(row.id);
      if (!was || !changed(was, row)) continue;
      await tx
        .update(codingNets)
        .set({
          label: row.label,
          level: row.level,
          parentId: real(row.parentId),
          sort: row.sort,
          codeStatus: row.codeStatus,
          mergedInto: real(row.mergedInto),
          removedWith: real(row.removedWith),
          keywords: row.keywords,
        })
        .where(eq(codingNets.id, row.id));
    }
  });
  return ids;
}
