import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { batchLoader, perDatabase } from './batching.ts';
import type { ResponseRow } from './response-row.ts';

/** A finished response of a survey without guarded rules, as the plain submit path writes it. */
export type FinishedInsert = Omit<typeof responses.$inferInsert, 'inviteCodeId' | 'createdAt'> & {
  surveyId: number;
  id: string;
  status: 'complete' | 'screened_out';
  submittedAt: Date;
  startedAt: Date;
};

export type FinishedRow = Pick<ResponseRow, 'surveyId' | 'id' | 'status' | 'submittedAt' | 'updatedAt'>;

interface Returned {
  survey_id: number;
  id: string;
  status: FinishedRow['status'];
  submitted_at: string | Date | null;
  updated_at: string | Date;
}

/** A row as the statement's record type below reads it (keys are the column names). */
function record(r: FinishedInsert) {
  return {
    survey_id: r.surveyId,
    id: r.id,
    version: r.version,
    status: r.status,
    answers: r.answers ?? {},
    answers_digest: r.answersDigest ?? null,
    started_at: r.startedAt.toISOString(),
    submitted_at: r.submittedAt.toISOString(),
    updated_at: r.submittedAt.toISOString(),
    duration_ms: r.durationMs ?? null,
    source: r.source ?? '',
    channel: r.channel ?? '',
    params: r.params ?? {},
    ip: r.ip ?? null,
    user_agent: r.userAgent ?? null,
    device_id: r.deviceId ?? null,
    device: r.device ?? null,
    timings: r.timings ?? {},
    cells: r.cells ?? null,
    cells_key: r.cellsKey ?? null,
    // This path serves surveys without quotas only (submit-guarded.ts takes the others).
    quota_places: r.quotaPlaces ?? [],
  };
}

/**
 * One upsert for the rows of a batch: each inserted, or replacing its id's partial row. A row
 * already finished is left alone and not returned. The statement commits on its own, so every
 * response in it is durable before any of their receipts is sent. The rows travel as one JSON
 * parameter read by `jsonb_to_recordset`: one JSON.stringify, the answers nested as they are
 * (not quoted again inside a text array), and the statement's text is the same for any batch size.
 */
async function upsert(db: Db, rows: FinishedInsert[]): Promise<FinishedRow[]> {
  const result = await db.execute(sql`
    insert into ${responses} (survey_id, id, version, status, answers, answers_digest, started_at,
      submitted_at, updated_at, duration_ms, source, channel, params, ip, user_agent, device_id, device,
      timings, cells, cells_key, quota_places)
    select survey_id, id, version, status, answers, answers_digest, started_at,
      submitted_at, updated_at, duration_ms, source, channel, params, ip, user_agent, device_id, device,
      timings, cells, cells_key, quota_places
    from jsonb_to_recordset(${JSON.stringify(rows.map(record))}::jsonb) as r(survey_id int, id uuid,
      version int, status text, answers jsonb, answers_digest text, started_at timestamptz,
      submitted_at timestamptz, updated_at timestamptz, duration_ms int, source text, channel text,
      params jsonb, ip text, user_agent text, device_id text, device text, timings jsonb, cells text,
      cells_key int, quota_places int[])
    on conflict (survey_id, id) do update set
      version = excluded.version, status = excluded.status, answers = excluded.answers,
      answers_digest = excluded.answers_digest,
      -- A page that sent no start gets its submit time as start; a partial row keeps its own.
      started_at = case when excluded.started_at >= excluded.submitted_at
        then ${responses}.started_at else excluded.started_at end,
      submitted_at = excluded.submitted_at, updated_at = excluded.updated_at,
      duration_ms = excluded.duration_ms, source = excluded.source, channel = excluded.channel,
      params = excluded.params, ip = excluded.ip, user_agent = excluded.user_agent,
      device_id = excluded.device_id, device = excluded.device, timings = excluded.timings,
      cells = excluded.cells, cells_key = excluded.cells_key, quota_places = excluded.quota_places
    where ${responses}.status = 'partial'
    returning survey_id, id, status, submitted_at, updated_at`);
  const written = (result as unknown as { rows: Returned[] }).rows;
  return written.map((r) => ({
    surveyId: r.survey_id,
    id: r.id,
    status: r.status,
    submittedAt: r.submitted_at === null ? null : new Date(r.submitted_at),
    updatedAt: new Date(r.updated_at),
  }));
}

const keyOf = (row: { surveyId: number; id: string }) => `${row.surveyId}:${row.id}`;

const loaderOf = perDatabase((db) =>
  batchLoader<FinishedInsert, FinishedRow | null>(async (rows) => {
    // One statement may not touch a row twice: a repeated id waits for the first one's outcome
    // (null here, so its caller reads what was stored and answers the receipt or A0311).
    const seen = new Set<string>();
    const firsts = rows.filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)));
    const first = new Set(firsts);
    let written: FinishedRow[];
    try {
      written = await upsert(db, firsts);
    } catch (error) {
      if (firsts.length === 1) return rows.map((row) => (row === firsts[0] ? (error as Error) : null));
      // One bad row must not fail its neighbours: each alone, with its own outcome.
      const alone = await Promise.all(
        firsts.map((row) =>
          upsert(db, [row]).then(
            ([w]) => w ?? null,
            (e: Error) => e,
          ),
        ),
      );
      const byKey = new Map(firsts.map((row, i) => [row, alone[i]!]));
      return rows.map((row) => byKey.get(row) ?? null);
    }
    const byKey = new Map(written.map((w) => [keyOf(w), w]));
    return rows.map((row) => (first.has(row) ? (byKey.get(keyOf(row)) ?? null) : null));
  }),
);

/** Writes a finished response; null when the id was already finished (or repeated in the batch). */
export function finishResponse(db: Db, row: FinishedInsert): Promise<FinishedRow | null> {
  // DataLoader rejects the load whose outcome is an Error.
  return loaderOf(db).load(row);
}
