import { randomUUID } from 'node:crypto';
import { AnswerFrequency } from '@cairn/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import type { DatasetSnapshot } from '../src/modules/report/engine/protocol.ts';
import { createReportEngine, type ReportEngine } from '../src/modules/report/engine/report-engine.ts';
import {
  answersFor,
  type Published,
  publishedSurvey,
  respondent,
  setSettings,
  submission,
} from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Stored cells (report/stored-cells.ts): every write of answers stores them, an update of the
 * answers that does not clears them, and a dataset built from them equals one built from the
 * answers, also when some were written for another layout.
 */
let t: TestApp;
let p: Published;
const engines: ReportEngine[] = [];

async function snapshot(): Promise<DatasetSnapshot> {
  const engine = createReportEngine(t.deps);
  engines.push(engine);
  await engine.cache.ensure(p.surveyId);
  const taken = await engine.worker.call({ op: 'snapshot', surveyId: p.surveyId });
  if (!taken) throw new Error('no dataset');
  return taken;
}

/** Rows by id, so datasets whose rows arrived in another order compare equal. */
function byId(s: DatasetSnapshot) {
  return Object.fromEntries(
    s.ids.map((id, i) => [
      id,
      [
        Object.values(s.columns).map((values) => values[i]),
        s.status[i],
        s.weight[i],
        s.time[i],
        s.source[i],
        s.device[i],
      ],
    ]),
  );
}

async function stored(id: string) {
  const [row] = await t.database.db
    .select({ cells: responses.cells, cellsKey: responses.cellsKey })
    .from(responses)
    .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, id)));
  return row!;
}

const where = (id: string) => and(eq(responses.surveyId, p.surveyId), eq(responses.id, id));

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerAndLogin(t, 'stella', 'stella-pass-1');
  p = await publishedSurvey(t, token);
});
afterAll(async () => {
  for (const engine of engines) await engine.close();
  await t.close();
});

describe('stored cells', () => {
  it('are written by a partial save, a submit and a guarded submit, and read as the answers convert', async () => {
    const r = respondent(t);
    const partial = randomUUID();
    const page1 = { [p.q[0]!]: { optionId: p.o[0]![1] } };
    expect(
      (await r.save({ surveyCode: p.code, responseId: partial, version: p.version, answers: page1 })).code,
    ).toBe('00000');
    const saved = await stored(partial);
    expect(saved.cellsKey).toEqual(expect.any(Number));
    expect(JSON.parse(saved.cells!)).toContain(2);

    const plain = randomUUID();
    expect((await r.submit(submission(p, answersFor(p, 2, 'plain text'), plain))).code).toBe('00000');
    expect(JSON.parse((await stored(plain)).cells!)).toContain('plain text');

    await setSettings(t, p.code, { deviceFrequency: AnswerFrequency.OnlyOnce });
    const guarded = randomUUID();
    expect((await respondent(t).submit(submission(p, answersFor(p, 0, 'guarded'), guarded))).code).toBe(
      '00000',
    );
    await setSettings(t, p.code, { deviceFrequency: AnswerFrequency.Unlimited });
    expect(JSON.parse((await stored(guarded)).cells!)).toContain('guarded');
    expect((await stored(guarded)).cellsKey).toBe(saved.cellsKey);

    // The same rows without stored cells: converted from the answers, the same dataset.
    const fromCells = byId(await snapshot());
    await t.database.db.execute(
      sql`update responses set cells = null, cells_key = null where survey_id = ${p.surveyId}`,
    );
    const fromAnswers = byId(await snapshot());
    expect(Object.keys(fromCells).sort()).toEqual([partial, plain, guarded].sort());
    expect(fromCells).toEqual(fromAnswers);
  });

  it('are cleared by an update that changes the answers, the version or partial-ness without writing cells', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const [i, id] of ids.entries())
      expect((await respondent(t).submit(submission(p, answersFor(p, i % 3, `t${i}`), id))).code).toBe(
        '00000',
      );
    const before = await stored(ids[0]!);
    expect(before.cells).not.toBeNull();

    // A status change between finished states, a weight: the cells still hold.
    await t.database.db.update(responses).set({ status: 'invalid', weight: 2 }).where(where(ids[0]!));
    expect(await stored(ids[0]!)).toEqual(before);
    await t.database.db
      .update(responses)
      .set({ answers: answersFor(p, 1, 'edited') })
      .where(where(ids[1]!));
    expect(await stored(ids[1]!)).toEqual({ cells: null, cellsKey: null });
    await t.database.db.update(responses).set({ status: 'partial' }).where(where(ids[2]!));
    expect(await stored(ids[2]!)).toEqual({ cells: null, cellsKey: null });
    await t.database.db
      .update(responses)
      .set({ version: p.version + 1 })
      .where(where(ids[3]!));
    expect(await stored(ids[3]!)).toEqual({ cells: null, cellsKey: null });
    // A writer that stores new cells with the answers keeps them.
    await t.database.db
      .update(responses)
      .set({ answers: answersFor(p, 2, 'again'), cells: '[3]', cellsKey: before.cellsKey })
      .where(where(ids[1]!));
    expect(await stored(ids[1]!)).toEqual({ cells: '[3]', cellsKey: before.cellsKey });
    // Other answers without cells: the wrong cells go, so the next test reads the answers.
    await t.database.db
      .update(responses)
      .set({ answers: answersFor(p, 0, 'again') })
      .where(where(ids[1]!));
    expect((await stored(ids[1]!)).cells).toBeNull();
  });

  it('written for another layout are not read: those rows are converted from their answers', async () => {
    const expected = byId(await snapshot());
    const id = randomUUID();
    expect((await respondent(t).submit(submission(p, answersFor(p, 1, 'older release'), id))).code).toBe(
      '00000',
    );
    const { cellsKey } = await stored(id);
    // Cells an older release wrote: another key, and values that would be wrong if read.
    await t.database.db
      .update(responses)
      .set({ cells: '[1,"wrong",1]', cellsKey: cellsKey! + 1 })
      .where(where(id));
    const rows = byId(await snapshot());
    await t.database.db.update(responses).set({ cells: null, cellsKey: null }).where(where(id));
    const converted = byId(await snapshot());
    expect(rows[id]).toEqual(converted[id]);
    expect(JSON.stringify(rows[id])).toContain('older release');
    expect(rows).toEqual({ ...expected, [id]: converted[id] });
  });
});
