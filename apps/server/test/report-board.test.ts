import { randomUUID } from 'node:crypto';
import { type CallInput, type QuestionBoard, reportBoardApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
const ids: string[] = [];

async function submit(pick: number, text: string) {
  const id = randomUUID();
  const receipt = await respondent(t).submit(submission(p, answersFor(p, pick, text), id));
  expect(receipt.code).toBe('00000');
  ids.push(id);
  return id;
}

const board = async (
  input: Omit<CallInput<typeof reportBoardApi.boardPost>, 'surveyCode'> = {},
  as = token,
) => (await t.api(reportBoardApi.boardPost, { surveyCode: p.code, ...input }, { token: as })).body;
const single = (q: QuestionBoard) => {
  const part = q.parts[0]!;
  if (part.type !== 'single') throw new Error(`not single: ${part.type}`);
  return part;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'rita', 'rita-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'otto', 'otto-pass-1'));
  p = await publishedSurvey(t, token);
  await submit(0, 'Great tea');
  await submit(0, 'ok');
  await submit(1, 'more TEA please');
});
afterAll(() => t.close());

describe('data board', () => {
  it('reports every question with code, title, base, unrounded percentages and the default chart', async () => {
    const res = await board();
    expect(res.code).toBe('00000');
    expect(res.data.total).toBe(3);
    expect(res.data.version).toBe(p.version);
    expect(res.data.questions.map((q) => q.nodeId)).toEqual(p.q);
    const [q1, q2] = res.data.questions;
    expect(q1!.code).toBe('Q1');
    expect(q1!.base).toBe(3);
    expect(q1!.chartType).toBe('bar');
    expect(single(q1!).categories.map((c) => c.count)).toEqual([2, 1, 0]);
    expect(single(q1!).categories[0]!.percent).toBeCloseTo(200 / 3, 10);
    const text = q2!.parts[0]!;
    expect(text.type).toBe('text');
    if (text.type === 'text') {
      expect(text.total).toBe(3);
      expect(text.items.map((item) => item.responseId).sort()).toEqual([...ids].sort());
    }
  });

  it('answers the same on GET with a query string', async () => {
    const res = await t.api(reportBoardApi.board, { surveyCode: p.code, weighted: false }, { token });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.total).toBe(3);
  });

  it('weights counts and bases when weighted', async () => {
    await t.database.db
      .update(responses)
      .set({ weight: 2.5 })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, ids[2]!)));
    const res = await board({ weighted: true });
    const q1 = res.data.questions[0]!;
    expect(q1.base).toBe(4.5);
    expect(q1.unweightedBase).toBe(3);
    expect(single(q1).categories.map((c) => c.count)).toEqual([2, 2.5, 0]);
    expect(single((await board()).data.questions[0]!).categories.map((c) => c.count)).toEqual([2, 1, 0]);
  });

  it('follows status changes, new responses and deletions from any code path', async () => {
    const extra = await submit(2, 'later');
    expect((await board()).data.total).toBe(4);
    await t.database.db
      .update(responses)
      .set({ status: 'invalid' })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, extra)));
    expect((await board()).data.total).toBe(3);
    expect((await board({ filterId: 0 })).data.total).toBe(3);
    await t.database.db
      .delete(responses)
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, extra)));
    const after = await board();
    expect(after.data.total).toBe(3);
    expect(single(after.data.questions[0]!).categories.map((c) => c.count)).toEqual([2, 1, 0]);
    ids.pop();
  });

  it('remembers a chart type per question', async () => {
    const saved = await t.api(
      reportBoardApi.saveSetting,
      { surveyCode: p.code, nodeId: p.q[0]!, chartType: 'pie' },
      { token },
    );
    expect(saved.body).toMatchObject({ code: '00000', data: { nodeId: p.q[0], chartType: 'pie' } });
    const list = await t.api(reportBoardApi.settings, { surveyCode: p.code }, { token });
    expect(list.body.data).toEqual([{ nodeId: p.q[0], chartType: 'pie' }]);
    expect((await board()).data.questions.map((q) => q.chartType)).toEqual(['pie', 'bar', 'bar']);
  });

  it('answers one question with a page of its open answers', async () => {
    const res = await t.api(
      reportBoardApi.item,
      { surveyCode: p.code, nodeId: p.q[1]!, page: 2, pageSize: 2 },
      { token },
    );
    expect(res.body.code).toBe('00000');
    const part = res.body.data.parts[0]!;
    expect(part.type === 'text' && { total: part.total, offset: part.offset, n: part.items.length }).toEqual({
      total: 3,
      offset: 2,
      n: 1,
    });
  });

  it('lists the questions with their options, columns and filter operators', async () => {
    const res = await t.api(reportBoardApi.nodes, { surveyCode: p.code }, { token });
    expect(res.body.data.map((n) => [n.nodeId, n.code, n.shape])).toEqual([
      [p.q[0], 'Q1', 'single'],
      [p.q[1], 'Q2', 'text'],
      [p.q[2], 'Q3', 'single'],
    ]);
    expect(res.body.data[0]!.options.map((o) => o.id)).toEqual(p.o[0]);
    expect(res.body.data[0]!.operators).toContain(3);
    expect(res.body.data[0]!.operators).not.toContain(7);
  });

  it('pages and searches one open column, newest first', async () => {
    const key = `n${p.q[1]}`;
    const res = await t.api(
      reportBoardApi.openText,
      { surveyCode: p.code, key, search: 'tea', page: 1, pageSize: 1 },
      { token },
    );
    expect(res.body.code).toBe('00000');
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.records).toEqual([
      expect.objectContaining({ responseId: ids[2], text: 'more TEA please' }),
    ]);
  });

  it('refuses another user (A4000) on every call', async () => {
    const q = { surveyCode: p.code };
    const as = { token: stranger };
    const calls = [
      t.api(reportBoardApi.board, q, as),
      t.api(reportBoardApi.boardPost, q, as),
      t.api(reportBoardApi.item, { ...q, nodeId: p.q[0]! }, as),
      t.api(reportBoardApi.settings, q, as),
      t.api(reportBoardApi.saveSetting, { ...q, nodeId: p.q[0]!, chartType: 'line' }, as),
      t.api(reportBoardApi.nodes, q, as),
      t.api(reportBoardApi.openText, { ...q, key: 'x' }, as),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.code).toBe('A4000');
  });

  it('answers bad input with catalogue codes, never a 500', async () => {
    const expectCode = async (res: Promise<{ status: number; body: { code: string } }>, code: string) => {
      const { status, body } = await res;
      expect(status).toBe(200);
      expect(body.code).toBe(code);
    };
    await expectCode(t.api(reportBoardApi.boardPost, {} as never, { token }), 'A0400');
    await expectCode(t.api(reportBoardApi.boardPost, { surveyCode: 'nope' }, { token }), 'A1100');
    await expectCode(
      t.api(reportBoardApi.boardPost, { surveyCode: p.code, filterId: 999 }, { token }),
      'A0404',
    );
    await expectCode(
      t.api(
        reportBoardApi.saveSetting,
        { surveyCode: p.code, nodeId: p.q[0]!, chartType: 'donut' as 'bar' },
        { token },
      ),
      'A0400',
    );
    await expectCode(
      t.api(reportBoardApi.saveSetting, { surveyCode: p.code, nodeId: 987654, chartType: 'bar' }, { token }),
      'A0404',
    );
    await expectCode(t.api(reportBoardApi.item, { surveyCode: p.code, nodeId: 987654 }, { token }), 'A0404');
    await expectCode(t.api(reportBoardApi.openText, { surveyCode: p.code, key: 'n1' }, { token }), 'A0404');
    await expectCode(
      t.api(reportBoardApi.openText, { surveyCode: p.code, key: `n${p.q[1]}`, pageSize: 5000 }, { token }),
      'A0400',
    );
  });
});
