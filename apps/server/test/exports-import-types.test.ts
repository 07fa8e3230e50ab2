import { randomUUID } from 'node:crypto';
import {
  type AnswerImportReport,
  answerImportApi,
  fullPath,
  nodesApi,
  projectsApi,
  reportBoardApi,
} from '@cairn/contract';
import { type OptionRecord, QuestionType } from '@cairn/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designSession, newSurvey } from './support/design.ts';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { postMultipart } from './support/multipart.ts';
import { optionsOf } from './support/options.ts';
import { launch } from './support/publishing.ts';
import { respondent } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Issue 7's promise for every importable type: an export imported into a copy of the survey
 * gives the same reports. One question of each type a survey takes without extra assets, two
 * responses; each export shape (format 1 or 2, codes or labels) goes into a fresh copy.
 */

const TYPES = [
  QuestionType.SingleChoice,
  QuestionType.MultipleChoice,
  QuestionType.OpenText,
  QuestionType.Rate,
  QuestionType.Evaluate,
  QuestionType.Dropdown,
  QuestionType.Table,
  QuestionType.Rank,
  QuestionType.Cascade,
  QuestionType.City,
  QuestionType.Geography,
  QuestionType.Slider,
  QuestionType.Matrix,
  QuestionType.Form,
  QuestionType.Proportion,
  QuestionType.ImageDrag,
  QuestionType.WordDrag,
  QuestionType.Date,
  QuestionType.Nps,
  QuestionType.VoteChoice,
  QuestionType.Time,
  QuestionType.CanvasWord,
] as const;

const PASSAGE = 'good food, good price, slow';

interface Question {
  id: number;
  type: number;
  choices: number[];
  rows: number[];
}

/** A valid answer per type; `k` (0 or 1) varies it between the two respondents. */
function answerOf(q: Question, k: number): unknown {
  const [c0, c1, c2] = q.choices as [number, number, number];
  const [r0, r1] = q.rows as [number, number];
  switch (q.type) {
    case QuestionType.SingleChoice:
    case QuestionType.Dropdown:
    case QuestionType.Evaluate:
      return { optionId: q.choices[k + 1] };
    case QuestionType.MultipleChoice:
    case QuestionType.VoteChoice:
      return { optionIds: q.type === QuestionType.VoteChoice ? [q.choices[k]] : q.choices.slice(0, k + 2) };
    case QuestionType.OpenText:
      return k === 0 ? 'fine' : '=sum(1)';
    case QuestionType.Rate:
      return { [c0]: 3 + k };
    case QuestionType.Slider:
      return { [c0]: 4 + k };
    case QuestionType.Proportion:
      return { [c0]: 50, [c1]: 30 - k * 10, [c2]: 20 + k * 10 };
    case QuestionType.Table:
      return [Object.fromEntries(q.choices.map((id, i) => [id, `cell ${i} ${k}`]))];
    case QuestionType.Rank:
      return { optionIds: k === 0 ? [c0, c1, c2] : [c2, c0, c1] };
    case QuestionType.Cascade:
      return { optionIds: [q.choices[k]] };
    case QuestionType.City:
      return k === 0 ? ['陕西省', '西安市'] : ['浙江省', '杭州市'];
    case QuestionType.Geography:
      return k === 0 ? { lat: 34.26, lng: 108.94, accuracy: 20 } : { address: '雁塔区' };
    case QuestionType.Matrix:
      return Object.fromEntries(q.rows.map((row, i) => [row, q.choices[(i + k) % q.choices.length]]));
    case QuestionType.Form:
      return { [c0]: `name ${k}`, [c1]: 'x' };
    case QuestionType.ImageDrag:
    case QuestionType.WordDrag:
      return Object.fromEntries(q.choices.map((id, i) => [id, (i + k) % 2 === 0 ? r0 : r1]));
    case QuestionType.Date:
      return k === 0 ? '2024-02-29' : '2025-01-01';
    case QuestionType.Nps:
      return k === 0 ? 9 : 4;
    case QuestionType.Time:
      return k === 0 ? '09:45' : '18:00';
    case QuestionType.CanvasWord:
      return k === 0
        ? [
            { start: 11, end: 15, mark: 'like' },
            { start: 23, end: 27, mark: 'dislike' },
          ]
        : [{ start: 5, end: 9, mark: 'like' }];
    default:
      throw new Error(`no answer for type ${q.type}`);
  }
}

let t: TestApp;
let token: string;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'imt', 'imt-pass-12'));
  code = await newSurvey(t, token);
  const s = await designSession(t, token, code);
  const questions: Question[] = [];
  for (const type of TYPES) {
    const id = await s.add(type, questions.length ? { afterId: questions[questions.length - 1]!.id } : {});
    const options = await optionsOf(s, id);
    const ofType = (n: number) =>
      options.filter((o: OptionRecord) => o.type === n && !o.isGroup).map((o) => o.id);
    questions.push({ id, type, choices: ofType(1), rows: ofType(2) });
    if (type === QuestionType.CanvasWord) {
      const passage = await s.edit(nodesApi.update, { id, setting: { passage: PASSAGE } });
      if (passage.code !== '00000') throw new Error(`update failed: ${JSON.stringify(passage)}`);
    }
  }
  // Left unanswered: its column is where a file reference would be typed, and refused.
  const upload = await s.add(QuestionType.Upload, { afterId: questions[questions.length - 1]!.id });
  const optional = await s.edit(nodesApi.update, { id: upload, setting: { required: false } });
  if (optional.code !== '00000') throw new Error(`update failed: ${JSON.stringify(optional)}`);
  const launched = await launch(t, token, code);
  if (launched.code !== '00000' || launched.data.errors.length > 0)
    throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  for (const k of [0, 1]) {
    const answers = Object.fromEntries(questions.map((q) => [q.id, answerOf(q, k)]));
    const receipt = await respondent(t).submit({
      surveyCode: code,
      responseId: randomUUID(),
      version: launched.data.publishedVersion ?? 1,
      answers,
    });
    if (receipt.code !== '00000') throw new Error(`submit failed: ${JSON.stringify(receipt)}`);
  }
}, 120_000);
afterAll(() => t.close());

async function copyOf(source: string): Promise<string> {
  const res = await t.api(projectsApi.copy, {}, { token, headers: { 'x-code': source } });
  const copy = res.body.data.code;
  const launched = await launch(t, token, copy);
  if (launched.code !== '00000') throw new Error(JSON.stringify(launched));
  return copy;
}

/** The frequency board with the ids a copy renumbers (nodes, options) left out. */
async function board(surveyCode: string): Promise<unknown> {
  const res = await t.api(reportBoardApi.boardPost, { surveyCode }, { token });
  expect(res.body.code).toBe('00000');
  return withoutIds(res.body.data);
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/^(id|nodeId|optionId|surveyCode|code|key|keys)$/.test(key) && !/Ids?$/.test(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

describe('answer import of every importable type', () => {
  for (const shape of [
    { dataFormat: 2, dataType: 'code' },
    { dataFormat: 1, dataType: 'label' },
  ] as const) {
    it(`an export (format ${shape.dataFormat}, ${shape.dataType}s) imported into a copy gives the same board`, async () => {
      const task = await exportTask(t, token, { surveyCode: code, ...shape });
      const copy = await copyOf(code);
      const res = await postMultipart<AnswerImportReport>(t, fullPath(answerImportApi.upload), {
        token,
        query: { surveyCode: copy },
        parts: [{ name: 'file', fileName: 'answers.xlsx', content: await downloadBytes(t, token, task.id) }],
      });
      expect(res.body.data).toEqual({ rows: 2, imported: 2, errors: [] });
      const original = await board(code);
      const parts = (original as { questions: { base: number }[] }).questions;
      // Every question counts answers (geography's base counts located ones: one of the two).
      expect(parts.filter((q) => q.base > 0)).toHaveLength(TYPES.length);
      expect(await board(copy)).toEqual(original);
    });
  }

  it('a file reference typed into an upload column is refused for its row, naming the column', async () => {
    const task = await exportTask(t, token, { surveyCode: code });
    const [header, titles, first, second] = await readSheet(await downloadBytes(t, token, task.id));
    const column = header!.length - 1;
    expect(first![column]).toBeNull();
    const typed = [...first!];
    typed[column] = '/api/files/a.png';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    for (const row of [header!, titles!, typed, second!]) sheet.addRow(row);
    const copy = await copyOf(code);
    const res = await postMultipart<AnswerImportReport>(t, fullPath(answerImportApi.upload), {
      token,
      query: { surveyCode: copy },
      parts: [
        { name: 'file', fileName: 'a.xlsx', content: new Uint8Array(await workbook.xlsx.writeBuffer()) },
      ],
    });
    expect(res.body.data).toEqual({
      rows: 2,
      imported: 1,
      errors: [{ row: 3, column: header![column], message: 'a file cannot be imported from a cell' }],
    });
  });
});
