import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The SQL of the dataset cache: only the columns a dataset needs, in chunks ordered by seq, each
 * chunk as ONE text the database builds (parsing text in the worker is much cheaper than the
 * driver making an object per row on the request thread): a JSON array per row, one row per
 * line. JSON output never holds a raw newline, so the worker parses row by row and each row's
 * objects die young, where one parse of a whole chunk kept 5,000 rows alive and paid for it in GC.
 */
function rowJson(answers: 'stored' | 'converted'): SQL {
  // Stored cells when the row has them (its key is checked in the worker), else the answers.
  // Built as text: `json_build_array` would parse the stored cells again to embed them. Ids and
  // statuses need no JSON escaping; sources and devices are respondents' text.
  const body = answers === 'stored' ? 'coalesce(r.cells, r.answers::text)' : 'r.answers::text';
  const key = answers === 'stored' ? "coalesce(r.cells_key::text, 'null')" : "'null'";
  return sql.raw(`concat('["', r.id, '",', r.seq, ',', r.version, ',"', r.status, '",', r.weight, ',',
    floor(extract(epoch from coalesce(r.submitted_at, r.started_at)) * 1000)::bigint, ',',
    to_json(r.source), ',', coalesce(to_json(r.device)::text, 'null'), ',', ${key}, ',', ${body}, ']')`);
}

export interface Chunk {
  count: number;
  /** The highest seq in the chunk (0 when empty). */
  last: number;
  /** One JSON array (a RawRow) per line, by seq. */
  json: string;
  /** The versions the chunk's rows answered. */
  versions: number[];
  /** The chunk's seqs, ascending (a build records them as its read of changes: recent-seqs.ts). */
  seqs: number[];
}

/**
 * `rows` must be ordered by seq. The aggregate takes them in that order (PostgreSQL feeds a plain
 * aggregate its input as the sorted subquery yields it) rather than by its own ORDER BY, which
 * sorted the 8 MB of row texts of a 5,000-row chunk again and spilled them to disk at the default
 * work_mem. Nothing depends on the order within a chunk: a chunk holds each response once and
 * `last` is its highest seq.
 */
async function chunkOf(db: Db, rows: SQL, answers: 'stored' | 'converted' = 'stored'): Promise<Chunk> {
  const result = await db.execute(sql`
    with r as (${rows})
    select count(*)::int as n, coalesce(max(r.seq), 0)::float8 as last,
      coalesce(string_agg(${rowJson(answers)}, E'\n'), '') as rows,
      coalesce(string_agg(distinct r.version::text, ','), '') as versions,
      coalesce(string_agg(r.seq::text, ','), '') as seqs
    from r`);
  const [row] = (
    result as unknown as { rows: { n: number; last: number; rows: string; versions: string; seqs: string }[] }
  ).rows;
  return {
    count: Number(row?.n ?? 0),
    last: Number(row?.last ?? 0),
    json: row?.rows ?? '',
    versions: row?.versions ? row.versions.split(',').map(Number) : [],
    seqs: row?.seqs ? row.seqs.split(',').map(Number) : [],
  };
}

const columns = sql.raw(
  'id, seq, version, status, answers, cells, cells_key, weight, submitted_at, started_at, source, device',
);

/** The next `limit` responses of a survey after `afterSeq`, by seq. */
export function readChunk(db: Db, surveyId: number, afterSeq: number, limit: number): Promise<Chunk> {
  return chunkOf(
    db,
    sql`select ${columns} from responses where survey_id = ${surveyId} and seq > ${afterSeq}
      order by seq limit ${limit}`,
  );
}

/**
 * Some responses by id, as they are now; `converted`: with their answers even where cells are
 * stored (the worker found the stored cells' layout key stale).
 */
export function readByIds(
  db: Db,
  surveyId: number,
  ids: readonly string[],
  answers: 'stored' | 'converted' = 'stored',
): Promise<Chunk> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return chunkOf(
    db,
    sql`select ${columns} from responses where survey_id = ${surveyId} and id in (${list}) order by seq`,
    answers,
  );
}

/** How many responses a survey holds now (a build's hint of the room its columns will need). */
export async function countResponses(db: Db, surveyId: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from responses where survey_id = ${surveyId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export interface Change {
  id: string;
  seq: number;
  deleted: boolean;
}

/** Every response written and every deletion recorded with a seq in `range`: ids and seqs only. */
export async function readChanges(db: Db, surveyId: number, range: SeqRange): Promise<Change[]> {
  const inRange = seqsIn(range);
  const result = await db.execute(sql`
    select id::text as id, seq::float8 as seq, false as deleted
      from responses where survey_id = ${surveyId} and (${inRange})
    union all
    select response_id::text, seq::float8, true
      from response_deletions where survey_id = ${surveyId} and (${inRange})
    order by seq`);
  const rows = (result as unknown as { rows: Change[] }).rows;
  return rows.map((row) => ({ id: row.id, seq: Number(row.seq), deleted: row.deleted === true }));
}

/** The seqs of a survey's recorded deletions up to `upTo`, ascending. */
export async function readDeletionSeqs(db: Db, surveyId: number, upTo: number): Promise<number[]> {
  const result = await db.execute(sql`
    select seq::float8 as seq from response_deletions where survey_id = ${surveyId} and seq <= ${upTo}
    order by seq`);
  return (result as unknown as { rows: { seq: number }[] }).rows.map((row) => Number(row.seq));
}

/** How many seqs of a survey lie in a range, in responses and response_deletions together, and their exact sum. */
export interface Fingerprint {
  count: number;
  sum: bigint;
}

/** Seqs above `above`, or strictly between the ends of one of `gaps`. */
export interface SeqRange {
  above: number;
  gaps: readonly (readonly [number, number])[];
}

/**
 * The latest published version (null: never published) and, when a range is given, the
 * fingerprint of the seqs in it: one round trip, one snapshot, and an aggregate instead of a row
 * per change (recent-seqs.ts says what range to ask for and why).
 */
export async function readFreshness(
  db: Db,
  surveyId: number,
  range: SeqRange | null,
): Promise<{ version: number | null; fingerprint: Fingerprint | null }> {
  const version = sql`(select max(version) from survey_versions where survey_id = ${surveyId})::int`;
  if (range === null) {
    const result = await db.execute(sql`select ${version} as version`);
    const [row] = (result as unknown as { rows: { version: number | null }[] }).rows;
    return { version: row?.version ?? null, fingerprint: null };
  }
  const inRange = seqsIn(range);
  const result = await db.execute(sql`
    select ${version} as version, count(*)::int as n, coalesce(sum(s.seq), 0)::text as total
    from (
      select seq from responses where survey_id = ${surveyId} and (${inRange})
      union all
      select seq from response_deletions where survey_id = ${surveyId} and (${inRange})
    ) s`);
  const [row] = (result as unknown as { rows: { version: number | null; n: number; total: string }[] }).rows;
  return {
    version: row?.version ?? null,
    fingerprint: { count: Number(row?.n ?? 0), sum: BigInt(row?.total ?? '0') },
  };
}

/** The condition of a seq in a range. */
function seqsIn(range: SeqRange): SQL {
  return sql.join(
    [sql`seq > ${range.above}`, ...range.gaps.map(([lo, hi]) => sql`(seq > ${lo} and seq < ${hi})`)],
    sql` or `,
  );
}

/** Published documents of a survey's versions, parsed (they go to the worker as data). */
export async function readDocuments(db: Db, surveyId: number, versions: readonly number[]) {
  if (versions.length === 0) return [] as [number, unknown][];
  const list = sql.join(
    versions.map((v) => sql`${v}::int`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select version, document from survey_versions where survey_id = ${surveyId} and version in (${list})`,
  );
  const rows = (result as unknown as { rows: { version: number; document: unknown }[] }).rows;
  return rows.map((row): [number, unknown] => [
    Number(row.version),
    typeof row.document === 'string' ? JSON.parse(row.document) : row.document,
  ]);
}
