import { randomUUID } from 'node:crypto';
import { downloadsApi } from '@cairn/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { runExportTask } from '../src/modules/downloads/run-export-task.ts';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The raw export reads a response's stored cells (report/stored-cells.ts) instead of its answers
 * when their layout key is its version's, and its answers otherwise: the file is the same either
 * way. Rows are compared as sorted lines, since an update gives rows new seqs and the export
 * writes them in seq order.
 */
let t: TestApp;
let token: string;
let p: Published;
const ids: string[] = [];

async function csvLines(): Promise<string[]> {
  const task = await exportTask(t, token, { surveyCode: p.code, fileType: 'csv', partial: true });
  expect(task.status).toBe('done');
  return (await downloadBytes(t, token, task.id)).toString('utf8').split('\r\n').sort();
}

async function xlsxRows(): Promise<string[]> {
  const task = await exportTask(t, token, { surveyCode: p.code, dataType: 'label', partial: true });
  expect(task.status).toBe('done');
  return (await readSheet(await downloadBytes(t, token, task.id))).map((row) => JSON.stringify(row)).sort();
}

const where = (id: string) => and(eq(responses.surveyId, p.surveyId), eq(responses.id, id));

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cella', 'cella-pass-1'));
  p = await publishedSurvey(t, token);
  const r = respondent(t);
  for (const [pick, text] of [
    [0, 'plain'],
    [1, '=HYPERLINK("http://evil")'],
    [2, '中文, "quoted"\nand a line'],
    [1, '-12'],
  ] as const) {
    const id = randomUUID();
    const res = await r.submit(submission(p, answersFor(p, pick, text), id));
    if (res.code !== '00000') throw new Error(JSON.stringify(res));
    ids.push(id);
  }
  const partial = randomUUID();
  const saved = await r.save({
    surveyCode: p.code,
    responseId: partial,
    version: p.version,
    answers: { [p.q[0]!]: { optionId: p.o[0]![1] }, [p.q[1]!]: '@partial' },
  });
  if (saved.code !== '00000') throw new Error(JSON.stringify(saved));
  ids.push(partial);
});
afterAll(() => t.close());

describe('raw export from stored cells', () => {
  it('reads the stored cells: a row whose cells say otherwise than its answers exports its cells', async () => {
    const rows = await t.database.db
      .select({ cells: responses.cells, cellsKey: responses.cellsKey })
      .from(responses)
      .where(eq(responses.surveyId, p.surveyId));
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.cells !== null && row.cellsKey !== null)).toBe(true);
    const [row] = await t.database.db
      .select({ cells: responses.cells })
      .from(responses)
      .where(where(ids[0]!));
    const cells = JSON.parse(row!.cells!) as unknown[];
    expect(cells).toContain('plain');
    // Cells of the same layout (the key is kept) that no answer of this row gives.
    await t.database.db
      .update(responses)
      .set({ cells: JSON.stringify(cells.map((cell) => (cell === 'plain' ? 'from the cells' : cell))) })
      .where(where(ids[0]!));
    const lines = await csvLines();
    expect(lines.join('\n')).toContain('from the cells');
    expect(lines.join('\n')).not.toContain(',plain,');
    // Back to the cells the answers give.
    await t.database.db.update(responses).set({ cells: row!.cells }).where(where(ids[0]!));
  });

  it('writes the same file from stored cells as from the answers', async () => {
    const fromCells = await csvLines();
    const sheetFromCells = await xlsxRows();
    expect(fromCells.join('\n')).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(fromCells.join('\n')).toContain("'@partial");
    await t.database.db.execute(sql`update responses set cells = null where survey_id = ${p.surveyId}`);
    const fromAnswers = await csvLines();
    expect(fromAnswers).toEqual(fromCells);
    expect(await xlsxRows()).toEqual(sheetFromCells);
  });

  it('reads the answers of a row whose cells carry another layout key, never its cells', async () => {
    // Every row from its answers (cells cleared above), then all cells written again as stored.
    const expected = await csvLines();
    const r = respondent(t);
    const again = randomUUID();
    expect((await r.submit(submission(p, answersFor(p, 2, 'stale cells'), again))).code).toBe('00000');
    const withNew = await csvLines();
    expect(withNew.join('\n')).toContain('stale cells');
    // Cells an older release wrote for another layout: not even JSON, so reading them would fail.
    await t.database.db.execute(
      sql`update responses set cells = '[garbage', cells_key = cells_key + 1
        where survey_id = ${p.surveyId} and id = ${again}::uuid`,
    );
    const stale = await csvLines();
    expect(stale).toEqual(withNew);
    expect(stale).toEqual(expect.arrayContaining(expected));
  });
});

describe('a CSV export of several chunks', () => {
  const csvOf = async (hooks: { chunkRows: number; csvWorker?: boolean }) => {
    const created = await t.api(
      downloadsApi.dataExport,
      { surveyCode: p.code, fileType: 'csv', partial: true },
      { token },
    );
    await runExportTask(t.deps, created.body.data.id, hooks);
    const task = await t.api(downloadsApi.task, { id: created.body.data.id }, { token });
    expect(task.body.data.status).toBe('done');
    return { rows: task.body.data.rows, bytes: await downloadBytes(t, token, created.body.data.id) };
  };

  it('converted every other chunk in the worker thread is byte for byte the file made on one thread', async () => {
    const one = await csvOf({ chunkRows: 2, csvWorker: false });
    // Chunks of 1 and 2 rows: the worker takes chunks 2, 4 … and the last one or not.
    for (const chunkRows of [1, 2]) {
      const split = await csvOf({ chunkRows });
      expect(split.rows).toBe(one.rows);
      expect(split.bytes.equals(one.bytes)).toBe(true);
    }
    expect(one.rows).toBeGreaterThanOrEqual(5);
    await t.jobs.drain();
  });
});
