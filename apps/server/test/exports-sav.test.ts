import { randomUUID } from 'node:crypto';
import {
  type QuestionBoard,
  reportAnswersApi,
  reportBoardApi,
  reportCrossApi,
  reportWeightingApi,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { downloadBytes, exportTask, finishedTask } from './support/exports.ts';
import { optionsOf } from './support/options.ts';
import { psppTables, requirePspp, table } from './support/pspp.ts';
import { launch } from './support/publishing.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The SPSS export through the download centre, read back with GNU PSPP (never skipped: without
 * pspp the suite fails, see support/pspp.ts), its frequencies and weighted means held to the data
 * board's figures for the same responses.
 */

let t: TestApp;
let token: string;
let p: Published;
let multiple: { id: number; options: number[] };
let nps: number;
const ids: string[] = [];
/** Stored weights by response, as a weighting import would leave them. */
const WEIGHTS = [2.5, 1, 0.5, 1.25, 3];
/** Open answers: a formula-like text, and one of 450 bytes (a very long string in the file). */
const TEXTS: Record<number, string> = { 1: '=SUM(A1), 中文 "quoted"', 3: `长${'答'.repeat(148)}尾` };

beforeAll(async () => {
  requirePspp();
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'sam', 'sam-pass-12'));
  p = await publishedSurvey(t, token, {
    beforeLaunch: async (s) => {
      const m = await s.s.add(QuestionType.MultipleChoice, { afterId: s.q[2]! });
      nps = await s.s.add(QuestionType.Nps, { afterId: m });
      multiple = { id: m, options: (await optionsOf(s.s, m)).filter((o) => o.type === 1).map((o) => o.id) };
    },
  });
  const picks = [0, 1, 0, 2, 1];
  const scores = [10, 3, 7, 9, 0];
  for (let k = 0; k < picks.length; k++) {
    const id = randomUUID();
    const answers = {
      ...answersFor(p, picks[k], TEXTS[k] ?? `text ${k}`),
      [multiple.id]: { optionIds: multiple.options.slice(k % 2, (k % 3) + 2) },
      [nps]: scores[k],
    };
    const receipt = await respondent(t).submit(submission(p, answers, id));
    expect(receipt.code, JSON.stringify(receipt)).toBe('00000');
    await t.database.db.update(responses).set({ weight: WEIGHTS[k]! }).where(eq(responses.id, id));
    ids.push(id);
  }
});
afterAll(() => t?.close());

async function board(weighted: boolean): Promise<Map<number, QuestionBoard>> {
  const res = await t.api(reportBoardApi.boardPost, { surveyCode: p.code, weighted }, { token });
  expect(res.body.code).toBe('00000');
  return new Map(res.body.data.questions.map((q) => [q.nodeId, q]));
}

/** PSPP FREQUENCIES rows of one variable as {label → frequency} (valid and missing alike). */
function frequencies(rows: string[][]): Map<string, number> {
  return new Map(rows.filter((r) => r[1] && r[0] !== 'Total').map((r) => [r[1]!, Number(r[2])]));
}

/** The weighted (or not) mean of numeric variables by PSPP's AGGREGATE, user-missing left out. */
function means(bytes: Uint8Array, names: string[], weighted: boolean): number[] {
  const tables = psppTables(
    bytes,
    [
      weighted ? '' : 'WEIGHT OFF.',
      'COMPUTE one = 1.',
      `AGGREGATE OUTFILE=* /BREAK=one ${names.map((n, i) => `/m${i}=MEAN(${n})`).join(' ')}.`,
      `FORMATS ${names.map((_, i) => `m${i}`).join(' ')} (F24.10).`,
      'LIST.',
    ].join('\n'),
  );
  return table(tables, 'Data List')[1]!.slice(1).map(Number);
}

describe('SPSS (.sav) export', () => {
  let bytes: Uint8Array;
  it('runs through the download centre as a .sav file', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code, fileType: 'sav' });
    expect(task).toMatchObject({ status: 'done', progress: 100, rows: 5 });
    expect(task.fileName).toMatch(/\.sav$/);
    bytes = await downloadBytes(t, token, task.id);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('$FL2');
  });

  it('declares names, labels, measurement levels, missing values and the multiple response set', () => {
    const tables = psppTables(bytes, 'DISPLAY DICTIONARY.\nMRSETS /DISPLAY NAME=ALL.');
    const variables = table(tables, 'Variables');
    const names = variables.slice(1).map((r) => r[0]);
    const flags = multiple.options.map((_, i) => `Q4_${i + 1}`);
    expect(names).toEqual([
      ...['id', 'status', 'version', 'started_at', 'submitted_at', 'duration_s'],
      ...['source', 'channel', 'device', 'ip', 'Q1', 'Q2', 'Q3', ...flags, 'Q5', 'weight'],
    ]);
    const row = (name: string) => variables.find((r) => r[0] === name)!.join('|');
    expect(row('Q1')).toMatch(/Nominal/);
    expect(row('Q1')).toMatch(/-99.*-98/);
    expect(row('Q5')).toMatch(/Scale/);
    expect(row('started_at')).toMatch(/DATETIME/);
    const sets = table(tables, 'Multiple Response Sets').flat().join('|');
    expect(sets).toContain('$Q4');
    for (const flag of flags) expect(sets).toContain(flag);
  });

  it('opens weighted by `weight`: frequencies equal the weighted data board', async () => {
    const weighted = await board(true);
    const flags = multiple.options.map((_, i) => `Q4_${i + 1}`);
    // FREQUENCIES answers a Statistics table, then one table per variable in order.
    const tables = psppTables(bytes, `FREQUENCIES Q1 Q3 ${flags.join(' ')}.`).filter(
      (x) => x.title !== 'Statistics',
    );
    [p.q[0]!, p.q[2]!].forEach((nodeId, i) => {
      const part = weighted.get(nodeId)!.parts[0]!;
      if (part.type !== 'single') throw new Error(part.type);
      const counts = frequencies(tables[i]!.rows);
      for (const category of part.categories)
        expect(counts.get(category.label!) ?? 0, `${category.label}`).toBeCloseTo(category.count, 6);
    });
    const m = weighted.get(multiple.id)!.parts[0]!;
    if (m.type !== 'multiple') throw new Error(m.type);
    expect(m.items.some((item) => item.count > 0)).toBe(true);
    m.items.forEach((item, i) => {
      expect(frequencies(tables[2 + i]!.rows).get('Chosen / 选中') ?? 0, item.label ?? '').toBeCloseTo(
        item.count,
        6,
      );
    });
  });

  it('holds the data board means, weighted and not', async () => {
    for (const weighted of [true, false]) {
      const figures = await board(weighted);
      const part = figures.get(nps)!.parts[0]!;
      if (part.type !== 'nps') throw new Error(part.type);
      const [mean] = means(bytes, ['Q5'], weighted);
      expect(mean).toBeCloseTo(part.summary.mean!, 8);
    }
    const [weight] = means(bytes, ['weight'], false);
    expect(weight).toBeCloseTo(WEIGHTS.reduce((a, b) => a + b) / WEIGHTS.length, 8);
  });

  it('writes texts as UTF-8, long ones whole, without spreadsheet neutralising', () => {
    const tables = psppTables(bytes, 'LIST Q2.');
    const texts = table(tables, 'Data List').map((r) => r[0]?.trim());
    expect(texts).toContain(TEXTS[1]);
    expect(texts).toContain(TEXTS[3]);
  });

  it('keeps to the selected responses (answer/export)', async () => {
    const created = await t.api(
      reportAnswersApi.export,
      { surveyCode: p.code, fileType: 'sav', ids: ids.slice(0, 2) },
      { token },
    );
    expect(created.body.code).toBe('00000');
    const task = await finishedTask(t, token, created.body.data.id);
    expect(task).toMatchObject({ status: 'done', rows: 2 });
    const selected = await downloadBytes(t, token, task.id);
    const listed = table(psppTables(selected, 'LIST id.'), 'Data List')
      .slice(1)
      .map((r) => r[0]!.trim());
    expect(listed.sort()).toEqual(ids.slice(0, 2).sort());
  });

  it('writes the active weighting scheme’s weights as `weight`, frequencies equal to the weighted board', async () => {
    const variables = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const q1 = variables.find((v) => v.id === `n${p.q[0]!}`)!;
    const shares = [20, 40, 40];
    const definition = {
      method: 'rim' as const,
      margins: [
        { variableId: q1.id, targets: q1.categories.map((c, i) => ({ value: c.value, target: shares[i]! })) },
      ],
    };
    const created = await t.api(
      reportWeightingApi.create,
      { surveyCode: p.code, name: 'Q1', definition },
      { token },
    );
    const activated = await t.api(
      reportWeightingApi.activate,
      { surveyCode: p.code, id: created.body.data.id },
      { token },
    );
    expect(activated.body.code).toBe('00000');
    const task = await exportTask(t, token, { surveyCode: p.code, fileType: 'sav' });
    const file = await downloadBytes(t, token, task.id);
    const [q1Table] = psppTables(file, 'FREQUENCIES Q1.').filter((x) => x.title !== 'Statistics');
    const counts = frequencies(q1Table!.rows);
    const part = (await board(true)).get(p.q[0]!)!.parts[0]!;
    if (part.type !== 'single') throw new Error(part.type);
    // Picks 0, 1, 0, 2, 1 weighted to 20 / 40 / 40 % of 5 responses.
    expect(part.categories.map((c) => c.count)).toEqual([1, 2, 2].map((n) => expect.closeTo(n, 9)));
    for (const category of part.categories)
      expect(counts.get(category.label!) ?? 0).toBeCloseTo(category.count, 6);
    expect(means(file, ['weight'], false)[0]).toBeCloseTo(1, 9);
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: null }, { token });
  });

  it('declares "not shown" for a question the answered version lacks, "unanswered" otherwise', async () => {
    const added = await p.s.add(QuestionType.SingleChoice, { afterId: nps });
    const launched = await launch(t, token, p.code);
    expect(launched.code).toBe('00000');
    const version = launched.data.publishedVersion!;
    const partialId = randomUUID();
    await respondent(t).save({
      surveyCode: p.code,
      responseId: partialId,
      version,
      answers: { [p.q[0]!]: { optionId: p.o[0]![1] } },
    });
    const task = await exportTask(t, token, { surveyCode: p.code, fileType: 'sav', partial: true });
    expect(task).toMatchObject({ status: 'done', rows: 6 });
    const file = await downloadBytes(t, token, task.id);
    const listed = table(
      psppTables(file, 'FORMATS Q5 Q6 (F12.0).\nLIST id Q1 Q5 Q6 Q4_1.'),
      'Data List',
    ).slice(1);
    const byId = new Map(listed.map((r) => [r[0]!.trim(), r.slice(1).map((v) => v.trim())]));
    // Version 1 had no Q6: not shown (-98); the partial response reached only Q1: unanswered.
    expect(byId.get(ids[0]!)![2]).toBe('-98');
    expect(byId.get(partialId)).toEqual(['2', '-999999999', '-99', '-99']);
    expect(added).toBeGreaterThan(0);
  });
});
