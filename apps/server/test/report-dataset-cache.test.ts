import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseDeletions, responses } from '../src/db/schema/index.ts';
import { DATASET_IDLE_REBUILD_MS } from '../src/modules/report/engine/dataset-cache.ts';
import type { DatasetSnapshot } from '../src/modules/report/engine/protocol.ts';
import { createReportEngine, type ReportEngine } from '../src/modules/report/engine/report-engine.ts';
import { DELETED_STATUS } from '../src/modules/report/engine/survey-dataset.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let p: Published;
const engines: ReportEngine[] = [];
const engine = (options: Parameters<typeof createReportEngine>[1] = {}) => {
  const made = createReportEngine(t.deps, options);
  engines.push(made);
  return made;
};

/** A snapshot as rows by response id, deleted rows left out (a rebuild never has them). */
function liveRows(snapshot: DatasetSnapshot | null) {
  if (!snapshot) throw new Error('no dataset');
  const rows: Record<string, unknown> = {};
  snapshot.ids.forEach((id, i) => {
    if (snapshot.status[i] === DELETED_STATUS) return;
    rows[id] = {
      cells: Object.fromEntries(Object.entries(snapshot.columns).map(([key, values]) => [key, values[i]])),
      status: snapshot.status[i],
      weight: snapshot.weight[i],
      time: snapshot.time[i],
      source: snapshot.source[i],
      device: snapshot.device[i],
    };
  });
  return rows;
}
const snapshot = async (e: ReportEngine) => {
  await e.cache.ensure(p.surveyId);
  return e.worker.call({ op: 'snapshot', surveyId: p.surveyId });
};
const where = (id: string) => and(eq(responses.surveyId, p.surveyId), eq(responses.id, id));

async function submit(pick = 0, text = 'hello') {
  const id = randomUUID();
  expect((await respondent(t).submit(submission(p, answersFor(p, pick, text), id))).code).toBe('00000');
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerAndLogin(t, 'cora', 'cora-pass-1');
  p = await publishedSurvey(t, token);
});
afterAll(async () => {
  for (const e of engines) await e.close();
  await t.close();
});

describe('dataset cache', () => {
  it('a rebuilt dataset equals the incrementally built one after inserts, updates and deletes', async () => {
    const incremental = engine({ chunkSize: 2 });
    const first = [await submit(0, 'a'), await submit(1, 'b'), await submit(2, 'c')];
    expect(liveRows(await snapshot(incremental))).toHaveProperty(first[0]!);
    const partial = randomUUID();
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: partial,
      version: p.version,
      status: 'partial',
      answers: { [p.q[0]!]: { optionId: p.o[0]![1] } },
      source: 'qr',
      device: 'phone',
    });
    const more = [await submit(1, 'd'), await submit(0, 'e')];
    await snapshot(incremental);
    // partial -> complete with more answers, a status change, a weight, two deletions
    await t.database.db
      .update(responses)
      .set({ status: 'complete', answers: answersFor(p, 2, 'done'), submittedAt: new Date(t.deps.now()) })
      .where(where(partial));
    await t.database.db.update(responses).set({ status: 'invalid' }).where(where(first[1]!));
    await t.database.db.update(responses).set({ weight: 1.75 }).where(where(more[0]!));
    await t.database.db.delete(responses).where(where(first[2]!));
    await snapshot(incremental);
    await t.database.db.delete(responses).where(where(more[1]!));
    const last = await submit(2, 'f');
    const incrementalRows = liveRows(await snapshot(incremental));
    const rebuiltRows = liveRows(await snapshot(engine({ chunkSize: 3 })));
    expect(Object.keys(incrementalRows).sort()).toEqual([first[0], first[1], partial, more[0], last].sort());
    expect(incrementalRows).toEqual(rebuiltRows);
    expect(incrementalRows[partial]).toMatchObject({ status: 1, source: 'qr', device: 'phone' });
    expect(incrementalRows[first[1]!]).toMatchObject({ status: 2 });
    expect(incrementalRows[more[0]!]).toMatchObject({ weight: 1.75 });
  }, 60_000);

  it('reads a row committed late below a seq already seen, within the window', async () => {
    const windowed = engine({ lateCommitMs: 10_000 });
    const unwindowed = engine({ lateCommitMs: 0 });
    await snapshot(windowed);
    await snapshot(unwindowed);
    // A transaction took its seq, then a later one committed first and was read.
    const result = await t.database.db.execute(sql`select nextval('responses_seq')::float8 as seq`);
    const early = Number((result as unknown as { rows: { seq: number }[] }).rows[0]!.seq);
    await submit(0, 'committed first');
    await snapshot(windowed);
    await snapshot(unwindowed);
    const late = randomUUID();
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: late,
      version: p.version,
      status: 'complete',
      answers: {},
      seq: early,
    });
    t.advance(5_000);
    expect(liveRows(await snapshot(windowed))).toHaveProperty(late);
    // Without the window the late row is never read: the window is what catches it.
    expect(liveRows(await snapshot(unwindowed))).not.toHaveProperty(late);
    t.advance(20_000);
    await snapshot(windowed);
    expect(liveRows(await snapshot(windowed))).toHaveProperty(late);
  });

  it('a refresh with nothing new reads no ids; an update, a delete and a late commit above the watermark are each seen', async () => {
    // A 10 s window and a clock that stands still: every row stays above `safe`, so each refresh
    // decides by the fingerprint of count and sum of seqs alone.
    const e = engine({ lateCommitMs: 10_000 });
    const ops: string[] = [];
    const call = e.worker.call.bind(e.worker);
    e.worker.call = ((request: { op: string }) => {
      ops.push(request.op);
      return call(request as never);
    }) as typeof e.worker.call;
    const [kept, moved, gone] = [await submit(0, 'kept'), await submit(1, 'moved'), await submit(2, 'gone')];
    await snapshot(e);
    ops.length = 0;
    await e.cache.ensure(p.surveyId);
    await e.cache.ensure(p.surveyId);
    expect(ops).toEqual([]);

    // An update gives the row a larger seq: the same count, a larger sum.
    await t.database.db.update(responses).set({ weight: 2.5 }).where(where(moved));
    expect(liveRows(await snapshot(e))[moved]).toMatchObject({ weight: 2.5 });
    expect(ops).toContain('diff');
    ops.length = 0;
    await e.cache.ensure(p.surveyId);
    expect(ops).toEqual([]);

    // A delete removes a seq and records a larger one: again the same count.
    await t.database.db.delete(responses).where(where(gone));
    expect(liveRows(await snapshot(e))).not.toHaveProperty(gone);

    // A row committed late, below seqs already read: the count grows.
    const result = await t.database.db.execute(sql`select nextval('responses_seq')::float8 as seq`);
    const early = Number((result as unknown as { rows: { seq: number }[] }).rows[0]!.seq);
    await submit(0, 'committed first');
    await snapshot(e);
    const late = randomUUID();
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: late,
      version: p.version,
      status: 'complete',
      answers: {},
      seq: early,
    });
    ops.length = 0;
    const rows = liveRows(await snapshot(e));
    expect(rows).toHaveProperty(late);
    expect(rows).toHaveProperty(kept);
    expect(ops).toContain('diff');
    expect(rows).toEqual(liveRows(await snapshot(engine())));
  });

  it('a repeated board equals a fresh computation, and an insert or a delete shows in the next one', async () => {
    const e = engine();
    const board = async (fresh = false) => {
      const answer = await e.ask(p.surveyId, {
        op: 'board',
        surveyId: p.surveyId,
        filter: null,
        weighted: false,
        ...(fresh ? { fresh } : {}),
      });
      if (!answer) throw new Error('no board');
      return answer.result;
    };
    const first = await board();
    expect(await board()).toEqual(first);
    const added = await submit(1, 'cached?');
    const afterInsert = await board();
    expect(afterInsert.total).toBe(first.total + 1);
    expect(afterInsert).toEqual(await board(true));
    await t.database.db.delete(responses).where(where(added));
    const afterDelete = await board();
    expect(afterDelete.total).toBe(first.total);
    expect(afterDelete).toEqual(await board(true));
  });

  it('rebuilds with the new columns when a new version is published', async () => {
    const e = engine();
    await snapshot(e);
    const before = await e.cache.ensure(p.surveyId);
    await t.database.db.execute(
      sql`insert into survey_versions (survey_id, version, document)
          select survey_id, version + 1, document from survey_versions
          where survey_id = ${p.surveyId} and version = ${p.version}`,
    );
    expect(await e.cache.ensure(p.surveyId)).toBe((before ?? 0) + 1);
    const rebuilt = liveRows(await snapshot(e));
    expect(Object.keys(rebuilt).length).toBeGreaterThan(0);
  });

  it('rebuilds in a fresh worker when the worker is gone', async () => {
    const e = engine();
    const before = liveRows(await snapshot(e));
    await e.worker.close();
    const answer = await e.ask(p.surveyId, {
      op: 'board',
      surveyId: p.surveyId,
      filter: null,
      weighted: false,
    });
    expect(answer?.result.questions.length).toBe(3);
    expect(liveRows(await snapshot(e))).toEqual(before);
  });

  it('rebuilds a dataset left idle past the deletions kept, so a pruned deletion still drops its row', async () => {
    const e = engine();
    const gone = await submit(1, 'to delete');
    expect(liveRows(await snapshot(e))).toHaveProperty(gone);
    await t.database.db.delete(responses).where(where(gone));
    // The sweep prunes deletion records a week old; here at once, as if a week had passed.
    await t.database.db.delete(responseDeletions).where(eq(responseDeletions.surveyId, p.surveyId));
    t.advance(DATASET_IDLE_REBUILD_MS + 1);
    expect(liveRows(await snapshot(e))).not.toHaveProperty(gone);
  });
});
