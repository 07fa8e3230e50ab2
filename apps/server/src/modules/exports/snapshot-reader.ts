import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResponseStatus, responses } from '../../db/schema/index.ts';
import type { RawResponse } from './raw-row.ts';

/**
 * Rows per query. A chunk is one text parsed row by row, so its size no longer decides how many
 * parsed rows live at once (the peak memory did grow with it when a chunk was parsed whole). At
 * 500 rows a 1M export made 2,000 queries: reading alone took 13.2 s against 8.5 s in chunks of
 * 5,000 (bench/README.md).
 */
export const CHUNK_ROWS = 5000;

export interface SnapshotScope {
  surveyId: number;
  statuses: readonly ResponseStatus[];
  /**
   * Per version, the layout key (report/stored-cells.ts) of the plan the export converts its rows
   * with: rows whose stored cells carry it come with `cells` instead of `answers`.
   */
  cellsKeys: ReadonlyMap<number, number>;
  /** Rows per query (tests make several chunks of a few rows); CHUNK_ROWS when absent. */
  chunkRows?: number;
}

export interface SnapshotHooks {
  /** Called once the snapshot is fixed, with the number of rows it holds (progress). */
  onSnapshot?(total: number): Promise<void> | void;
  /**
   * A chunk's rows in seq order, parsed one by one as they are iterated (once), and the text they
   * are parsed from (`chunkRows` reads it: a worker thread can convert the chunk instead).
   */
  onChunk(rows: Iterable<RawResponse>, text: string): Promise<void>;
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
 * One chunk's rows as ONE text the database builds, a JSON array per line (as the report engine's
 * rows-reader does): parsing text is much cheaper than the driver making an object and a Date
 * per row, and a row parsed from its own line dies young, before the next is parsed. Built with
 * `concat` rather than `json_build_array`, which would parse the stored cells again to embed
 * them. Times come as ISO text in UTC with milliseconds, as `Date.toISOString` writes them. Ids,
 * statuses, numbers and times need no JSON escaping; sources, channels, devices and addresses
 * are respondents' text, escaped by `to_json`.
 *
 * `usable`: whether the row's stored cells were written for its version's layout. Those rows
 * send their cells and not their answers (PostgreSQL's jsonb output alone cost 10–20 µs a
 * response), the others their answers, converted here as before.
 */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
function rowText(usable: SQL): SQL {
  return sql`concat('["', r.id, '",', r.version, ',"', r.status, '",',
    case when ${usable} then r.cells else 'null' end, ',',
    case when ${usable} then 'null' else r.answers::text end, ',"',
    to_char(r.started_at at time zone 'UTC', ${sql.raw(ISO)}), '",',
    coalesce('"' || to_char(r.submitted_at at time zone 'UTC', ${sql.raw(ISO)}) || '"', 'null'), ',',
    coalesce(r.duration_ms::text, 'null'), ',', to_json(r.source), ',', to_json(r.channel), ',',
    coalesce(to_json(r.device)::text, 'null'), ',', coalesce(to_json(r.ip)::text, 'null'), ',',
    r.weight::text, ']')`;
}

/** Stored cells are usable when their key is the one the export's plan of their version has. */
function usableCells(cellsKeys: ReadonlyMap<number, number>): SQL {
  if (cellsKeys.size === 0) return sql`false`;
  const pairs = sql.join(
    [...cellsKeys].map(([version, key]) => sql`(${version}::int, ${key}::int)`),
    sql`, `,
  );
  return sql`(r.cells is not null and (r.version, r.cells_key) in (${pairs}))`;
}

type RowTuple = [
  string,
  number,
  ResponseStatus,
  RawResponse['cells'],
  unknown,
  string,
  string | null,
  number | null,
  string,
  string,
  string | null,
  string | null,
  number,
];

interface Chunk {
  count: number;
  last: number;
  text: string;
}

async function readChunk(
  db: Db,
  inScope: SQL,
  usable: SQL,
  limit: number,
  after: number,
  highest: number,
): Promise<Chunk> {
  const result = await db.execute(sql`
    with r as (
      select id, seq, version, status, answers, cells, cells_key, started_at, submitted_at,
        duration_ms, source, channel, device, ip, weight
      from ${responses}
      where ${inScope} and ${responses.seq} > ${after} and ${responses.seq} <= ${highest}
      order by ${responses.seq} limit ${limit})
    select count(*)::int as n, coalesce(max(r.seq), 0)::float8 as last,
      coalesce(string_agg(${rowText(usable)}, E'\n' order by r.seq), '') as rows
    from r`);
  const [row] = (result as unknown as { rows: { n: number; last: number; rows: string }[] }).rows;
  return { count: Number(row?.n ?? 0), last: Number(row?.last ?? 0), text: row?.rows ?? '' };
}

/** A chunk's rows one line at a time, each parsed as it is asked for. */
export function* chunkRows(text: string): Generator<RawResponse> {
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const t = JSON.parse(text.slice(start, end)) as RowTuple;
    start = end + 1;
    yield {
      id: t[0],
      version: t[1],
      status: t[2],
      cells: t[3],
      answers: t[4],
      startedAt: t[5],
      submittedAt: t[6],
      durationMs: t[7],
      source: t[8],
      channel: t[9],
      device: t[10],
      ip: t[11],
      weight: t[12],
    };
  }
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
  const usable = usableCells(scope.cellsKeys);
  const limit = scope.chunkRows ?? CHUNK_ROWS;
  let next = readChunk(db, inScope, usable, limit, 0, highest);
  for (;;) {
    const chunk = await next;
    if (chunk.count === 0) return total;
    total += chunk.count;
    next = readChunk(db, inScope, usable, limit, chunk.last, highest);
    // A failure while converting must not leave the prefetch's rejection unhandled.
    next.catch(() => {});
    await hooks.onChunk(chunkRows(chunk.text), chunk.text);
  }
}
