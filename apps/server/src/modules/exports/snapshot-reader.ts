import { PGlite } from '@electric-sql/pglite';
import { and, asc, count, eq, gt, inArray, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResponseStatus, responses } from '../../db/schema/index.ts';
import type { RawResponse } from './raw-row.ts';

export const CHUNK_ROWS = 500;

export interface SnapshotScope {
  surveyId: number;
  statuses: readonly ResponseStatus[];
}

export interface SnapshotHooks {
  /** Called once the snapshot is fixed, with the number of rows it holds (progress). */
  onSnapshot?(total: number): Promise<void> | void;
  onChunk(rows: RawResponse[]): Promise<void>;
}

/** Whether a drizzle handle runs on the embedded database (one connection, no isolation levels). */
export function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Reads a survey's responses as one consistent snapshot (RELIABILITY.md §7), in chunks by seq.
 * PostgreSQL: one REPEATABLE READ, read-only transaction — its first statement fixes the snapshot,
 * so responses committed later are invisible to every chunk. PGlite has one connection, and a
 * transaction would hold it for the whole export, stopping respondents' submits: it takes the
 * highest `responses.seq` at the start and reads rows with seq at or below it. A row updated after
 * the start gets a new seq and drops out there (documented in docs/ARCHITECTURE.md).
 */
export async function readSnapshot(db: Db, scope: SnapshotScope, hooks: SnapshotHooks): Promise<number> {
  if (isEmbedded(db)) return readChunks(db, scope, hooks);
  return db.transaction((tx) => readChunks(tx as unknown as Db, scope, hooks), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readChunks(db: Db, scope: SnapshotScope, hooks: SnapshotHooks): Promise<number> {
  if (scope.statuses.length === 0) return 0;
  const inScope = and(eq(responses.surveyId, scope.surveyId), inArray(responses.status, [...scope.statuses]));
  const [top] = await db
    .select({ seq: max(responses.seq), n: count() })
    .from(responses)
    .where(inScope);
  const highest = top?.seq ?? 0;
  await hooks.onSnapshot?.(Number(top?.n ?? 0));
  let after = 0;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({
        id: responses.id,
        version: responses.version,
        status: responses.status,
        answers: responses.answers,
        startedAt: responses.startedAt,
        submittedAt: responses.submittedAt,
        durationMs: responses.durationMs,
        source: responses.source,
        channel: responses.channel,
        device: responses.device,
        ip: responses.ip,
        seq: responses.seq,
      })
      .from(responses)
      .where(and(inScope, gt(responses.seq, after), lte(responses.seq, highest)))
      .orderBy(asc(responses.seq))
      .limit(CHUNK_ROWS);
    if (rows.length === 0) return total;
    total += rows.length;
    after = rows[rows.length - 1]!.seq;
    await hooks.onChunk(rows);
  }
}
