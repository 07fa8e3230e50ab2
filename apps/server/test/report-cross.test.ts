import { randomUUID } from 'node:crypto';
import {
  type CrossDefinitionInput,
  type CrossTable,
  downloadsApi,
  reportCrossApi,
  reportWeightingApi,
} from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExportTask } from '../src/modules/downloads/run-export-task.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
/** Each seeded response with the index of its Q3 option. */
const answersByResponse: [string, number][] = [];

/** Q1 (stub) by Q3 (banner): in Q3's first option 16 of 20 chose Q1's first; in its second, 4 of 20. */
async function seed() {
  const plan: [number, number, number][] = [
    [0, 0, 16],
    [1, 0, 4],
    [0, 1, 4],
    [1, 1, 16],
  ];
  for (const [q1, q3, count] of plan)
    for (let i = 0; i < count; i++) {
      const answers = {
        [p.q[0]!]: { optionId: p.o[0]![q1] },
        [p.q[1]!]: 'text',
        [p.q[2]!]: { optionId: p.o[2]![q3] },
      };
      const id = randomUUID();
      const receipt = await respondent(t).submit(submission(p, answers, id));
      expect(receipt.code).toBe('00000');
      answersByResponse.push([id, q3]);
    }
}

const key = (i: number) => `n${p.q[i]!}`;
const definition = (extra: Partial<CrossDefinitionInput> = {}): CrossDefinitionInput => ({
  stubs: [{ id: key(0) }],
  banner: [{ id: key(2) }],
  ...extra,
});
const compute = async (
  def: CrossDefinitionInput,
  extra: { weighted?: boolean; filterId?: number } = {},
  as = token,
) =>
  (await t.api(reportCrossApi.compute, { surveyCode: p.code, definition: def, ...extra }, { token: as }))
    .body;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cora', 'cora-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'olaf', 'olaf-pass-1'));
  p = await publishedSurvey(t, token);
  await seed();
});
afterAll(() => t.close());

describe('cross tables', () => {
  it('lists the questions and the response metadata as variables, open text left out', async () => {
    const res = await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token });
    expect(res.body.code).toBe('00000');
    const ids = res.body.data.variables.map((v) => v.id);
    expect(ids).toEqual([
      key(0),
      key(2),
      'meta:source',
      'meta:device',
      'meta:status',
      'meta:day',
      'meta:week',
    ]);
    const q1 = res.body.data.variables[0]!;
    expect(q1).toMatchObject({ code: 'Q1', group: 'question', kind: 'single' });
    expect(q1.categories).toHaveLength(3);
  });

  it('cuts Q1 by Q3 with counts, percentages, bases, letters and their p-values', async () => {
    const res = await compute(definition());
    expect(res.code).toBe('00000');
    const table = res.data as CrossTable;
    expect(table.total).toBe(40);
    expect(table.columns.map((c) => c.letter)).toEqual([null, 'A', 'B', 'C']);
    const [block] = table.blocks;
    expect(block!.bases.map((b) => b.unweightedBase)).toEqual([40, 20, 20, 0]);
    const [first, second] = block!.rows;
    expect(first!.cells.map((c) => c.count)).toEqual([20, 16, 4, 0]);
    expect(first!.cells[1]!.column).toBeCloseTo(80, 10);
    expect(first!.cells[0]!.row).toBeCloseTo(100, 10);
    expect(first!.cells[1]!.row).toBeCloseTo(80, 10);
    // 80 % against 20 % of 20 each: z = 3.79, p = 0.00015, below α / 5: an upper-case letter.
    expect(first!.cells[1]!.letters).toBe('B');
    expect(second!.cells[2]!.letters).toBe('A');
    const test = first!.cells[1]!.tests.find((x) => x.against === 'B')!;
    expect(test.p).toBeGreaterThan(0.0001);
    expect(test.p).toBeLessThan(0.0002);
    expect(block!.chiSquare[0]).toMatchObject({ group: 0, skipped: null });
    expect(block!.chiSquare[0]!.statistic).toBeCloseTo(14.4, 8);
    expect(table.legend).toMatchObject({ level: 95, alpha: 0.05, upperAlpha: 0.01, weighted: false });
  });

  it('takes metadata and nested banners', async () => {
    const res = await compute(
      definition({ banner: [{ id: 'meta:status' }, { id: key(2), nest: { id: key(0) } }] }),
    );
    expect(res.code).toBe('00000');
    const labels = res.data.columns.map((c) => c.label);
    // Metadata labels are in the caller's language (Chinese by default).
    expect(labels).toContain('已完成');
    const nested = res.data.columns.filter((c) => c.group === 1);
    expect(nested).toHaveLength(9);
    // Outer-major: each of Q3's options over Q1's three, the outer label apart from the inner one.
    const q = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data.variables;
    const q1 = q.find((v) => v.id === key(0))!.categories.map((c) => c.label);
    const q3 = q.find((v) => v.id === key(2))!.categories.map((c) => c.label);
    expect(nested.map((c) => [c.outerLabel, c.label])).toEqual(q3.flatMap((o) => q1.map((i) => [o, i])));
    expect(res.data.columns[0]!.outerLabel ?? null).toBeNull();
  });

  it('refuses a variable the survey lacks or one used where it cannot go (A0320)', async () => {
    expect((await compute(definition({ stubs: [{ id: 'n999999' }] }))).code).toBe('A0320');
    expect((await compute(definition({ stubs: [{ id: key(1) }] }))).code).toBe('A0320');
    expect((await compute(definition({ banner: [{ id: key(0), mode: 'mean' }] }))).code).toBe('A0320');
    expect((await compute(definition({ stubs: [{ id: 'meta:day', mode: 'nps' }] }))).code).toBe('A0320');
  });

  it('saves, lists, updates and deletes named tables; names are checked', async () => {
    const created = await t.api(
      reportCrossApi.create,
      { surveyCode: p.code, name: 'Q1 by Q3', definition: definition() },
      { token },
    );
    expect(created.body.code).toBe('00000');
    const id = created.body.data.id;
    const updated = await t.api(
      reportCrossApi.update,
      { surveyCode: p.code, id, name: 'Renamed', definition: definition({ cells: ['count'] }) },
      { token },
    );
    expect(updated.body.data).toMatchObject({ name: 'Renamed', definition: { cells: ['count'] } });
    const list = await t.api(reportCrossApi.list, { surveyCode: p.code }, { token });
    expect(list.body.data.map((x) => x.name)).toEqual(['Renamed']);
    expect(
      (
        await t.api(
          reportCrossApi.create,
          { surveyCode: p.code, name: ' ', definition: definition() },
          { token },
        )
      ).body.code,
    ).toBe('A0400');
    expect((await t.api(reportCrossApi.remove, { surveyCode: p.code, id }, { token })).body.code).toBe(
      '00000',
    );
    expect((await t.api(reportCrossApi.remove, { surveyCode: p.code, id }, { token })).body.code).toBe(
      'A0404',
    );
  });

  it('exports the table on screen and saved tables to xlsx through the download centre', async () => {
    const saved = await t.api(
      reportCrossApi.create,
      { surveyCode: p.code, name: 'Saved one', definition: definition() },
      { token },
    );
    const onScreen = await t.api(
      reportCrossApi.exportTables,
      { surveyCode: p.code, definition: definition() },
      { token },
    );
    expect(onScreen.body.data).toMatchObject({ subType: 12, status: 'waiting' });
    const done = await finishedTask(t, token, onScreen.body.data.id);
    expect(done.status).toBe('done');
    const sheet = await readSheet(await downloadBytes(t, token, done.id));
    expect(sheet[0]![0]).toBe('交叉表');
    // Cell type 3 by default: a row of letters under each category row.
    expect(sheet.some((row) => row.includes('B'))).toBe(true);
    const both = await t.api(
      reportCrossApi.exportTables,
      { surveyCode: p.code, tableIds: [saved.body.data.id], cellType: 1 },
      { token },
    );
    const counts = await readSheet(
      await downloadBytes(t, token, (await finishedTask(t, token, both.body.data.id)).id),
    );
    expect(counts[0]![0]).toBe('Saved one');
    expect(counts.find((row) => row[1] === 20 && row[2] === 16 && row[3] === 4)).toBeDefined();
    expect(
      (await t.api(reportCrossApi.exportTables, { surveyCode: p.code, tableIds: [999999] }, { token })).body
        .code,
    ).toBe('A0404');
    await t.api(reportCrossApi.remove, { surveyCode: p.code, id: saved.body.data.id }, { token });
  });

  it('refuses another user on every call (A4000)', async () => {
    const as = { token: stranger };
    const q = { surveyCode: p.code };
    const calls = [
      t.api(reportCrossApi.variables, q, as),
      t.api(reportCrossApi.compute, { ...q, definition: definition() }, as),
      t.api(reportCrossApi.list, q, as),
      t.api(reportCrossApi.create, { ...q, name: 'x', definition: definition() }, as),
      t.api(reportCrossApi.update, { ...q, id: 1, name: 'x', definition: definition() }, as),
      t.api(reportCrossApi.remove, { ...q, id: 1 }, as),
      t.api(reportCrossApi.exportTables, { ...q, definition: definition() }, as),
      t.api(reportWeightingApi.list, q, as),
      t.api(
        reportWeightingApi.run,
        {
          ...q,
          definition: {
            method: 'rim',
            margins: [{ variableId: key(2), targets: [{ value: 1, target: 100 }] }],
          },
        },
        as,
      ),
      t.api(reportWeightingApi.activate, { ...q, id: null }, as),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.code).toBe('A4000');
  });
});

describe('weighting', () => {
  const margins = () => [
    {
      variableId: key(2),
      targets: [
        { value: 1, target: 30 },
        { value: 2, target: 70 },
      ],
    },
  ];

  it('runs a rim scheme and reports achieved margins, efficiency and effective n', async () => {
    const variables = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const values = variables.find((v) => v.id === key(2))!.categories.map((c) => c.value);
    const targets = [
      { value: values[0]!, target: 30 },
      { value: values[1]!, target: 70 },
      { value: values[2]!, target: 0 },
    ];
    const res = await t.api(
      reportWeightingApi.run,
      { surveyCode: p.code, definition: { method: 'rim', margins: [{ variableId: key(2), targets }] } },
      { token },
    );
    expect(res.body.code).toBe('00000');
    const report = res.body.data;
    expect(report.converged).toBe(true);
    expect(report.weightedRows).toBe(40);
    expect(report.min).toBeCloseTo(0.6, 10);
    expect(report.max).toBeCloseTo(1.4, 10);
    // (Σw)² / (n Σw²) = 40² / (40 (20·0.36 + 20·1.96)) = 86.2 %.
    expect(report.efficiency).toBeCloseTo(8620.689655172413 / 100, 8);
    expect(report.margins[0]!.categories[0]!.achieved).toBeCloseTo(30, 8);
  });

  it('says which target is wrong: an empty category (A0321), targets off 100 % (A0322)', async () => {
    const variables = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const values = variables.find((v) => v.id === key(2))!.categories.map((c) => c.value);
    const run = (targets: { value: number; target: number }[]) =>
      t.api(
        reportWeightingApi.run,
        { surveyCode: p.code, definition: { method: 'rim', margins: [{ variableId: key(2), targets }] } },
        { token },
      );
    const empty = await run([
      { value: values[0]!, target: 30 },
      { value: values[1]!, target: 50 },
      { value: values[2]!, target: 20 },
    ]);
    expect(empty.body.code).toBe('A0321');
    const off = await run([
      { value: values[0]!, target: 30 },
      { value: values[1]!, target: 60 },
    ]);
    expect(off.body.code).toBe('A0322');
    // The detail names the question by its code, and what the targets add up to.
    expect(off.body.message).toContain('Q3: 90');
    const missing = await run([{ value: values[0]!, target: 100 }]);
    expect(missing.body.code).toBe('A0323');
    expect(missing.body.message).toContain(`Q3: ${values[1]}`);
    expect(margins()).toHaveLength(1);
  });

  it('an active scheme weights the data board and the cross tables; none leaves them unweighted', async () => {
    const variables = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const values = variables.find((v) => v.id === key(2))!.categories.map((c) => c.value);
    const definitionIn = {
      method: 'rim' as const,
      margins: [
        {
          variableId: key(2),
          targets: [
            { value: values[0]!, target: 25 },
            { value: values[1]!, target: 75 },
            { value: values[2]!, target: 0 },
          ],
        },
      ],
    };
    const created = await t.api(
      reportWeightingApi.create,
      { surveyCode: p.code, name: 'Q3 25/75', definition: definitionIn },
      { token },
    );
    expect(created.body.code).toBe('00000');
    const id = created.body.data.id;
    expect((await compute(definition(), { weighted: true })).data.weighted).toBe(false);
    expect(
      (await t.api(reportWeightingApi.activate, { surveyCode: p.code, id }, { token })).body.data,
    ).toEqual({ id });
    const weighted = await compute(definition(), { weighted: true });
    expect(weighted.data).toMatchObject({ weighted: true, schemeId: id });
    const block = weighted.data.blocks[0]!;
    // Q3's first option weighs 0.5, its second 1.5: Q1's first option is 16·0.5 + 4·1.5 = 14.
    expect(block.rows[0]!.cells[0]!.count).toBeCloseTo(14, 9);
    expect(block.bases[0]!.base).toBeCloseTo(40, 9);
    expect(block.bases[0]!.effectiveBase).toBeCloseTo(32, 9);
    const { reportBoardApi } = await import('@cairn/contract');
    const board = (await t.api(reportBoardApi.boardPost, { surveyCode: p.code, weighted: true }, { token }))
      .body.data;
    expect(board.weighted).toBe(true);
    const part = board.questions[0]!.parts[0]!;
    expect(part.type === 'single' && part.categories[0]!.count).toBeCloseTo(14, 9);
    const list = (await t.api(reportWeightingApi.list, { surveyCode: p.code }, { token })).body.data;
    expect(list.map((s) => s.active)).toEqual([true]);
    const one = (await t.api(reportWeightingApi.one, { surveyCode: p.code, id }, { token })).body.data;
    expect(one.report?.converged).toBe(true);
    // A changed definition of the active scheme weighs at once (its revision keys the worker's cache).
    const even = structuredClone(definitionIn);
    even.margins[0]!.targets = even.margins[0]!.targets.map((x, i) => ({ ...x, target: i === 2 ? 0 : 50 }));
    const updated = await t.api(
      reportWeightingApi.update,
      { surveyCode: p.code, id, name: 'Q3 50/50', definition: even },
      { token },
    );
    expect(updated.body.code).toBe('00000');
    const evenTable = await compute(definition(), { weighted: true });
    expect(evenTable.data.blocks[0]!.rows[0]!.cells[0]!.count).toBeCloseTo(20, 9);
    await t.api(
      reportWeightingApi.update,
      { surveyCode: p.code, id, name: 'Q3 25/75', definition: definitionIn },
      { token },
    );
    // Raw data exports end with the scheme's weight per response: xlsx, and CSV on one thread or
    // converted in the worker threads.
    const exported = async (
      fileType: 'xlsx' | 'csv',
      hooks: { chunkRows?: number; csvWorker?: boolean } = {},
    ) => {
      const created = await t.api(downloadsApi.dataExport, { surveyCode: p.code, fileType }, { token });
      await runExportTask(t.deps, created.body.data.id, hooks);
      const bytes = await downloadBytes(t, token, created.body.data.id);
      if (fileType === 'xlsx') return (await readSheet(bytes)).map((row) => row.map((v) => String(v)));
      return bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(','));
    };
    const q3Of = new Map(answersByResponse.map(([id, q3]) => [id, q3]));
    for (const rows of [
      await exported('xlsx'),
      await exported('csv', { csvWorker: false }),
      await exported('csv', { chunkRows: 7 }),
    ]) {
      expect(rows[0]!.at(-1)).toBe('weight');
      const data = rows.slice(2);
      expect(data).toHaveLength(40);
      for (const row of data) expect(Number(row.at(-1))).toBeCloseTo(q3Of.get(row[0]!) === 0 ? 0.5 : 1.5, 9);
    }
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: null }, { token });
    expect((await compute(definition(), { weighted: true })).data.weighted).toBe(false);
    expect((await t.api(reportWeightingApi.remove, { surveyCode: p.code, id }, { token })).body.code).toBe(
      '00000',
    );
  });

  it('refuses a multiple-response or unknown variable in a scheme (A0320)', async () => {
    const res = await t.api(
      reportWeightingApi.create,
      {
        surveyCode: p.code,
        name: 'bad',
        definition: { method: 'rim', margins: [{ variableId: 'n1', targets: [{ value: 1, target: 100 }] }] },
      },
      { token },
    );
    expect(res.body.code).toBe('A0320');
  });
});
