import { randomUUID } from 'node:crypto';
import { type CodeNet, codingApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyVersions } from '../src/db/schema/index.ts';
import { addNets, frameOf } from '../src/modules/report-coding/frame-ops.ts';
import { loadFrame, saveFrame } from '../src/modules/report-coding/frame-store.ts';
import { loadReport } from '../src/modules/report-coding/report-store.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { postMultipart } from './support/multipart.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { workbookOf } from './support/xlsx.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;

const ref = (reportId: number, survey = p) => ({ surveyCode: survey.code, reportId });
const flat = (nets: readonly CodeNet[]): CodeNet[] => nets.flatMap((n) => [n, ...flat(n.nodes)]);
const idOf = (nets: readonly CodeNet[], label: string) => flat(nets).find((n) => n.label === label)!.id;
const shape = (nets: readonly CodeNet[]): unknown[] =>
  nets.map((n) => (n.nodes.length ? [n.label, shape(n.nodes)] : n.label));

async function newReport(survey = p, as = token): Promise<number> {
  const res = await t.api(
    codingApi.createReport,
    { surveyCode: survey.code, columnKey: `n${survey.q[1]}` },
    { token: as },
  );
  expect(res.body.code).toBe('00000');
  return res.body.data.id;
}
async function nets(reportId: number, withRemoved = false) {
  return (await t.api(codingApi.nets, { ...ref(reportId), withRemoved }, { token })).body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'nina', 'nina-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'otto', 'otto-pass-1'));
  p = await publishedSurvey(t, token);
  for (const text of ['too expensive', 'kind staff'])
    expect(
      (
        await respondent(t).submit(
          submission(
            p,
            { [p.q[0]!]: { optionId: p.o[0]![0] }, [p.q[1]!]: text, [p.q[2]!]: { optionId: p.o[2]![0] } },
            randomUUID(),
          ),
        )
      ).code,
    ).toBe('00000');
});
afterAll(() => t.close());

describe('the code frame by call', () => {
  it('creates, renames, moves, copies, merges, nets, sorts, removes and restores', async () => {
    const id = await newReport();
    const price = await t.api(
      codingApi.createNet,
      { ...ref(id), label: 'Price', keywords: ['cost'] },
      { token },
    );
    expect(price.body.data).toMatchObject({
      label: 'Price',
      level: 1,
      codeId: 1,
      keywords: ['cost'],
      count: 0,
    });
    const dear = await t.api(
      codingApi.createNet,
      { ...ref(id), parentId: price.body.data.id, label: 'Dear' },
      { token },
    );
    const deep = await t.api(
      codingApi.createNet,
      { ...ref(id), parentId: dear.body.data.id, label: 'Very' },
      { token },
    );
    expect(deep.body.data.level).toBe(3);
    expect(
      (await t.api(codingApi.createNet, { ...ref(id), parentId: deep.body.data.id, label: 'x' }, { token }))
        .body.code,
    ).toBe('A0331');
    expect((await t.api(codingApi.createNet, { ...ref(id), label: 'price' }, { token })).body.code).toBe(
      'A0333',
    );
    expect(
      (await t.api(codingApi.createNet, { ...ref(id), parentId: 999999, label: 'x' }, { token })).body.code,
    ).toBe('A0404');

    await t.api(
      codingApi.batchNets,
      { ...ref(id), nets: [{ label: 'Service', nodes: [{ label: 'Staff' }] }, { label: 'Other' }] },
      { token },
    );
    let frame = await nets(id);
    const renamed = await t.api(
      codingApi.renameNet,
      { ...ref(id), id: idOf(frame, 'Other'), label: 'Misc' },
      { token },
    );
    expect(renamed.body.data.label).toBe('Misc');
    frame = await nets(id);
    expect(
      (await t.api(codingApi.renameNet, { ...ref(id), id: idOf(frame, 'Misc'), label: 'Service' }, { token }))
        .body.code,
    ).toBe('A0333');

    const moved = await t.api(
      codingApi.moveNet,
      { ...ref(id), id: idOf(frame, 'Misc'), parentId: idOf(frame, 'Service'), index: 0 },
      { token },
    );
    expect(shape(moved.body.data)).toEqual([
      ['Price', [['Dear', ['Very']]]],
      ['Service', ['Misc', 'Staff']],
    ]);
    expect(
      (
        await t.api(
          codingApi.moveNet,
          { ...ref(id), id: idOf(frame, 'Dear'), parentId: idOf(frame, 'Staff'), index: 0 },
          { token },
        )
      ).body.code,
    ).toBe('A0331');

    const copied = await t.api(codingApi.copyNet, { ...ref(id), id: idOf(frame, 'Service') }, { token });
    expect(shape(copied.body.data)).toEqual([
      ['Price', [['Dear', ['Very']]]],
      ['Service', ['Misc', 'Staff']],
      ['Service (2)', ['Misc', 'Staff']],
    ]);
    frame = copied.body.data;
    const copy = frame[2]!;
    const merged = await t.api(
      codingApi.mergeNets,
      { ...ref(id), ids: [copy.nodes[0]!.id], targetId: copy.nodes[1]!.id },
      { token },
    );
    expect(shape(merged.body.data)[2]).toEqual(['Service (2)', ['Staff']]);
    const unmerged = await t.api(codingApi.unmergeNet, { ...ref(id), id: copy.nodes[0]!.id }, { token });
    expect(shape(unmerged.body.data)[2]).toEqual(['Service (2)', ['Staff', 'Misc']]);

    const netted = await t.api(
      codingApi.netting,
      { ...ref(id), ids: [idOf(frame, 'Price')], label: 'Money' },
      { token },
    );
    expect(netted.body.code).toBe('A0331'); // Price's sub-subnet would go to level 4
    const ok = await t.api(
      codingApi.netting,
      { ...ref(id), ids: [frame[1]!.id, copy.id], label: 'People' },
      { token },
    );
    expect(shape(ok.body.data)).toEqual([
      ['Price', [['Dear', ['Very']]]],
      [
        'People',
        [
          ['Service', ['Misc', 'Staff']],
          ['Service (2)', ['Staff', 'Misc']],
        ],
      ],
    ]);
    const sorted = await t.api(codingApi.sortNets, { ...ref(id), type: 2, parentId: null }, { token });
    expect(sorted.body.data.map((n) => n.label)).toEqual(['People', 'Price']);

    expect(
      (await t.api(codingApi.removeNet, { ...ref(id), id: idOf(frame, 'Price') }, { token })).body.code,
    ).toBe('00000');
    await t.api(codingApi.removeNets, { ...ref(id), ids: [copy.id] }, { token });
    const withRemoved = await nets(id, true);
    expect(withRemoved.filter((n) => n.codeStatus === 5).map((n) => n.label)).toEqual([
      'Price',
      'Dear',
      'Very',
      'Service (2)',
      'Misc',
      'Staff',
    ]);
    expect(
      (await t.api(codingApi.restoreNet, { ...ref(id), id: idOf(frame, 'Dear') }, { token })).body.code,
    ).toBe('A0404');
    const restored = await t.api(codingApi.restoreNet, { ...ref(id), id: idOf(frame, 'Price') }, { token });
    expect(shape(restored.body.data)).toEqual([
      ['People', [['Service', ['Misc', 'Staff']]]],
      ['Price', [['Dear', ['Very']]]],
    ]);
  });

  it('imports a frame from xlsx and from typed lines (type 3); refuses other files and bad lines', async () => {
    const id = await newReport();
    const bytes = await workbookOf([
      ['Net', 'Subnet', 'Sub-subnet', 'Keywords'],
      ['Price', 'Too expensive', '', 'dear, 贵'],
      ['', 'Good value', '', ''],
      ['Service', '', '', 'staff'],
    ]);
    const upload = (content: Uint8Array | string, fileName = 'frame.xlsx') =>
      postMultipart<CodeNet[]>(t, '/api/report/v1/ai-coding/import', {
        token,
        query: { surveyCode: p.code, reportId: String(id) },
        parts: [{ name: 'file', fileName, content }],
      });
    const imported = await upload(bytes);
    expect(imported.body.code).toBe('00000');
    expect(shape(imported.body.data)).toEqual([['Price', ['Too expensive', 'Good value']], 'Service']);
    expect(flat(imported.body.data).find((n) => n.label === 'Too expensive')!.keywords).toEqual([
      'dear',
      '贵',
    ]);
    expect((await upload('not a workbook')).body.code).toBe('A0106');
    expect((await upload(bytes, 'frame.csv')).body.code).toBe('A0106');
    expect((await upload(await workbookOf([['Net']]))).body.code).toBe('A0108');
    const report = await t.api(codingApi.report, { id, surveyCode: p.code }, { token });
    expect(report.body.data.type).toBe(3);

    const typed = await t.api(
      codingApi.manualImport,
      { ...ref(id), text: 'Delivery | late\n  Late\n  Damaged' },
      { token },
    );
    expect(shape(typed.body.data)).toEqual([
      ['Price', ['Too expensive', 'Good value']],
      'Service',
      ['Delivery', ['Late', 'Damaged']],
    ]);
    const bad = await t.api(codingApi.manualImport, { ...ref(id), text: 'A\n    B' }, { token });
    expect(bad.body).toMatchObject({ code: 'A0400', message: expect.stringContaining('line 2') });
    expect((await t.api(codingApi.manualImport, { ...ref(id), text: 'Service' }, { token })).body.code).toBe(
      'A0333',
    );
  });

  it('quotes a frame of another survey the caller may report on, not a stranger’s', async () => {
    const other = await publishedSurvey(t, token);
    const source = await newReport(other);
    await t.api(
      codingApi.batchNets,
      { ...ref(source, other), nets: [{ label: 'Taste', nodes: [{ label: 'Sweet' }] }] },
      { token },
    );
    const target = await newReport();
    const surveys = await t.api(codingApi.refSurveys, { surveyCode: p.code }, { token });
    expect(surveys.body.data).toEqual([
      {
        surveyCode: other.code,
        title: expect.any(String),
        reports: [{ id: source, name: expect.any(String), codeCount: 2 }],
      },
    ]);
    const quoted = await t.api(codingApi.refReport, { ...ref(target), id: source }, { token });
    expect(shape(quoted.body.data)).toEqual([['Taste', ['Sweet']]]);
    const report = await t.api(codingApi.report, { id: target, surveyCode: p.code }, { token });
    expect(report.body.data).toMatchObject({ type: 2, refReportId: source });

    const theirs = await publishedSurvey(t, stranger);
    const foreign = await newReport(theirs, stranger);
    await t.api(codingApi.createNet, { ...ref(foreign, theirs), label: 'Secret' }, { token: stranger });
    expect((await t.api(codingApi.refReport, { ...ref(target), id: foreign }, { token })).body.code).toBe(
      'A0404',
    );
    const listed = await t.api(codingApi.refSurveys, { surveyCode: p.code }, { token });
    expect(listed.body.data.map((s) => s.surveyCode)).toEqual([other.code]);
  });

  it('exports the frame with counts and every coded answer through the download centre', async () => {
    const id = await newReport();
    const frame = (
      await t.api(codingApi.manualImport, { ...ref(id), text: 'Price\n  Dear\nService' }, { token })
    ).body.data;
    await t.api(
      codingApi.hit,
      { ...ref(id), mode: 'keyword', netId: idOf(frame, 'Dear'), keyword: 'expensive' },
      { token },
    );
    await t.api(
      codingApi.hit,
      { ...ref(id), mode: 'keyword', netId: idOf(frame, 'Service'), keyword: 'staff' },
      { token },
    );
    const created = await t.api(codingApi.exportReport, { ...ref(id), filterId: 0 }, { token });
    expect(created.body.code).toBe('00000');
    expect(created.body.data.subType).toBe(14);
    expect((await t.api(codingApi.exportReport, ref(id), { token: stranger })).body.code).toBe('A4000');
    const task = await finishedTask(t, token, created.body.data.id);
    expect(task.status).toBe('done');
    const rows = await readSheet(await downloadBytes(t, token, task.id));
    expect(rows[0]![0]).toBe('编码号');
    expect(rows.slice(1, 4).map((r) => [r[0], r[2], r[4]])).toEqual([
      [1, 'Price', 1],
      [2, 'Dear', 1],
      [3, 'Service', 1],
    ]);
    const answers = rows.slice(rows.findIndex((r) => r[0] === '答卷编号') + 1);
    expect(answers.map((r) => [r[2], r[4]]).sort()).toEqual([
      ['kind staff', 'Service'],
      ['too expensive', 'Dear'],
    ]);
  });

  it('keeps answering when a newer published version drops the column: label null, tasks refused (A0334)', async () => {
    const v = await publishedSurvey(t, token);
    await respondent(t).submit(
      submission(v, {
        [v.q[0]!]: { optionId: v.o[0]![0] },
        [v.q[1]!]: 'too expensive',
        [v.q[2]!]: { optionId: v.o[2]![0] },
      }),
    );
    const id = await newReport(v);
    await t.api(codingApi.manualImport, { ...ref(id, v), text: 'Price' }, { token });
    const [published] = await t.database.db
      .select()
      .from(surveyVersions)
      .where(and(eq(surveyVersions.surveyId, v.surveyId), eq(surveyVersions.version, v.version)));
    const document = published!.document as { nodes: { id: number }[]; options: { nodeId: number }[] };
    await t.database.db.insert(surveyVersions).values({
      ...published!,
      version: v.version + 1,
      document: {
        ...document,
        nodes: document.nodes.filter((n) => n.id !== v.q[1]),
        options: document.options.filter((o) => o.nodeId !== v.q[1]),
      },
    });
    const report = await t.api(codingApi.report, { id, surveyCode: v.code }, { token });
    expect(report.body.data).toMatchObject({ columnLabel: null, answerCount: 0, codeCount: 1 });
    expect((await t.api(codingApi.stat, ref(id, v), { token })).body.data.base.answers).toBe(0);
    expect((await t.api(codingApi.responses, ref(id, v), { token })).body.data.total).toBe(0);
    expect((await t.api(codingApi.nets, ref(id, v), { token })).body.data.map((n) => n.label)).toEqual([
      'Price',
    ]);
    const refused = await t.api(codingApi.hitTask, ref(id, v), { token });
    expect(refused.body).toMatchObject({
      code: 'A0334',
      message: expect.stringContaining('no longer has this column'),
    });
    expect((await t.api(codingApi.valid, { ...ref(id, v), taskType: 1 }, { token })).body.data.ready).toBe(
      false,
    );
    expect((await t.api(codingApi.columns, { surveyCode: v.code }, { token })).body.data).toEqual([]);
  });

  it('refuses to save a frame that another call added codes to meanwhile (no two codes numbered alike)', async () => {
    const id = await newReport();
    const report = await loadReport(t.database.db, p.surveyId, id);
    const base = await loadFrame(t.database.db, report);
    const one = frameOf(base.rows, base.nextCodeId);
    const two = frameOf(base.rows, base.nextCodeId);
    addNets(one, null, [{ label: 'One' }]);
    addNets(two, null, [{ label: 'Two' }]);
    const now = new Date(t.deps.now());
    await saveFrame(t.database.db, report, base, one, now);
    await expect(saveFrame(t.database.db, report, base, two, now)).rejects.toMatchObject({ code: 'A0400' });
    expect((await nets(id)).map((n) => [n.label, n.codeId])).toEqual([['One', 1]]);
  });
});
