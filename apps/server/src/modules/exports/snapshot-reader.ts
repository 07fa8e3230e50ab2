import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResponseStatus, responses } from '../../db/schema/index.ts';
import type { RawResponse } from './raw-row.ts';

/** Rows per query: 250, 500 and 2,000 cost about the same CPU time; larger chunks raise the peak memory (bench/README.md). */
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

/**
 * One chunk's rows as ONE JSON text the database builds (as the report engine's rows-reader does):
 * parsing one text is much cheaper than the driver making an object and a Date per row. Times
 * come as ISO text in UTC with milliseconds, as `Date.toISOString` writes them.
 */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const rowJson = sql.raw(`json_build_array(r.id, r.version, r.status, r.answers,
  to_char(r.started_at at time zone 'UTC', ${ISO}), to_char(r.submitted_at at time zone 'UTC', ${ISO}),
  r.duration_ms, r.source, r.channel, r.device, r.ip)`);

type RowTuple = [
  string,
  number,
  ResponseStatus,
  unknown,
  string,
  string | null,
  number | null,
  string,
  string,
  string | null,
  string | null,
];

interface Chunk {
  count: number;
  last: number;
  json: string;
}

async function readChunk(db: Db, inScope: SQL, after: number, highest: number): Promise<Chunk> {
  const result = await db.execute(sql`
    with r as (
      select id, seq, version, status, answers, started_at, submitted_at, duration_ms, source, channel,
        device, ip
      from ${responses}
      where ${inScope} and ${responses.seq} > ${after} and ${responses.seq} <= ${highest}
      order by ${responses.seq} limit ${CHUNK_ROWS})
    select count(*)::int as n, coalesce(max(r.seq), 0)::float8 as last,
      coalesce(json_agg(${rowJson} order by r.seq), '[]')::text as rows
    from r`);
  const [row] = (result as unknown as { rows: { n: number; last: number; rows: string }[] }).rows;
  return { count: Number(row?.n ?? 0), last: Number(row?.last ?? 0), json: row?.rows ?? '[]' };
}

function parseChunk(json: string): RawResponse[] {
  return (JSON.parse(json) as RowTuple[]).map((t) => ({
    id: t[0],
    version: t[1],
    status: t[2],
    answers: t[3],
    startedAt: t[4],
    submittedAt: t[5],
    durationMs: t[6],
    source: t[7],
    channel: t[8],
    device: t[9],
    ip: t[10],
  }));
}

/**
 * The chunks in seq order. The next chunk is asked for before the current one is handed on, so
 * the database builds it while this process converts and writes the rows (two chunks at most in
 * memory). On one connection the queries still run one after another, in order.
 */
async function readChunks(db: Db, scope: SnapshotScope, hooks: SnapshotHooks): Promise<number> {
  if (scope.statuses.length === 0) return 0;
  const inScope = and(
    eq(responses.surveyId, scope.surveyId),
    inArray(responses.status, [...scope.statuses]),
  )!;
  const [top] = await db
    .select({ seq: max(responses.seq), n: count() })
    .from(responses)
    .where(inScope);
  const highest = top?.seq ?? 0;
  await hooks.onSnapshot?.(Number(top?.n ?? 0));
  let total = 0;
  let next = readChunk(db, inScope, 0, highest);
  for (;;) {
    const chunk = await next;
    if (chunk.count === 0) return total;
    total += chunk.count;
    next = readChunk(db, inScope, chunk.last, highest);
    // A failure while converting must not leave the prefetch's rejection unhandled.
    next.catch(() => {});
    await hooks.onChunk(parseChunk(chunk.json));
  }
}
