import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codingHits } from '../../db/schema/coding.ts';

export type HitRow = typeof codingHits.$inferSelect;

export async function loadHits(db: Db, reportId: number): Promise<HitRow[]> {
  return db.select().from(codingHits).where(eq(codingHits.reportId, reportId)).orderBy(codingHits.id);
}

export interface NewHit {
  netId: number;
  responseId: string;
  answerKey: string;
  source: 'manual' | 'keyword' | 'ai';
  confidence: number | null;
  checked: boolean;
  taskId?: number | null;
}

/**
 * Inserts hits; one already there for the same answer and code is left as it is, except that a
 * person's hit approves an AI hit on the same code. Answers how many were added or approved.
 */
export async function insertHits(
  db: Db,
  reportId: number,
  hits: readonly NewHit[],
  now: Date,
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < hits.length; i += 500) {
    const batch = hits
      .slice(i, i + 500)
      .map((h) => ({ ...h, reportId, taskId: h.taskId ?? null, createdAt: now }));
    const insert = db.insert(codingHits).values(batch);
    const rows = await (batch.every((h) => h.source === 'ai')
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [codingHits.reportId, codingHits.responseId, codingHits.answerKey, codingHits.netId],
          set: { checked: true },
          setWhere: and(eq(codingHits.checked, false), inArray(codingHits.source, ['ai'])),
        })
    ).returning({ id: codingHits.id });
    changed += rows.length;
  }
  return changed;
}

export async function setChecked(
  db: Db,
  reportId: number,
  ids: readonly number[],
  checked: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(codingHits)
    .set({ checked })
    .where(
      and(
        eq(codingHits.reportId, reportId),
        inArray(codingHits.id, [...ids]),
        eq(codingHits.checked, !checked),
      ),
    )
    .returning({ id: codingHits.id });
  return rows.length;
}

export async function deleteHits(db: Db, reportId: number, ids: readonly number[]): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .delete(codingHits)
      .where(and(eq(codingHits.reportId, reportId), inArray(codingHits.id, ids.slice(i, i + 1000))))
      .returning({ id: codingHits.id });
    changed += rows.length;
  }
  return changed;
}
