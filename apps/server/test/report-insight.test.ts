import { randomUUID } from 'node:crypto';
import { codingApi, type Insight, type InsightParagraph, insightApi, reportBoardApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsOf } from './support/options.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
/** Q4, added before launch: answered the same way in both Q3 groups (no difference). */
let q4: number;
let o4: number[];
/** Response ids in the order submitted. */
const submitted: string[] = [];

async function submit(q1: number, q3: number, q4pick: number) {
  const answers = {
    [p.q[0]!]: { optionId: p.o[0]![q1] },
    [p.q[1]!]: 'text',
    [p.q[2]!]: { optionId: p.o[2]![q3] },
    [q4]: { optionId: o4[q4pick] },
  };
  const id = randomUUID();
  const receipt = await respondent(t).submit(submission(p, answers, id));
  expect(receipt.code).toBe('00000');
  submitted.push(id);
}

/**
 * Q1 by Q3: in Q3's first option 16 of 20 chose Q1's first, in its second 4 of 20 (z test,
 * p < 0.001). Q4 by Q3: 10 of 20 in both groups (no difference).
 */
async function seed() {
  for (const [q1, q3, n] of [
    [0, 0, 16],
    [1, 0, 4],
    [0, 1, 4],
    [1, 1, 16],
  ] as const)
    for (let i = 0; i < n; i++) await submit(q1, q3, i % 2);
}

const key = (node: number) => `n${node}`;
const get = async (
  extra: { banner?: string[]; lang?: 'zh' | 'en'; level?: 90 | 95 | 99; weighted?: boolean } = {},
  as = token,
) =>
  (
    await t.api(
      insightApi.get,
      { surveyCode: p.code, banner: [key(p.q[2]!)], lang: 'en', ...extra },
      { token: as },
    )
  ).body;
const paragraphs = (insight: Insight) => insight.sections.flatMap((s) => s.paragraphs);
const find = (insight: Insight, id: string): InsightParagraph => {
  const found = paragraphs(insight).find((x) => x.id === id);
  if (!found) throw new Error(`no paragraph ${id}: ${paragraphs(insight).map((x) => x.id)}`);
  return found;
};
const edit = async (
  body: { paragraphId: string; hidden?: boolean; text?: string; reset?: true },
  lang: 'zh' | 'en' = 'en',
) => (await t.api(insightApi.paragraph, { surveyCode: p.code, lang, ...body }, { token })).body;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'iris', 'iris-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'otto', 'otto-pass-1'));
  p = await publishedSurvey(t, token, {
    beforeLaunch: async (pub) => {
      q4 = await pub.s.add(QuestionType.SingleChoice, { afterId: pub.q[2]! });
    },
  });
  o4 = (await optionsOf(p.s, q4)).filter((x) => x.type === 1).map((x) => x.id);
  await seed();
});
afterAll(() => t.close());

// A guard against a hung test, not a speed check: each test computes several pages or reports in
// the report worker and took over 30 s beside three other workers on a loaded 2-core machine.
describe('insight report', { timeout: 90_000 }, () => {
  it('states the significant difference with its test and p, and not the other one', async () => {
    const res = await get({ lang: 'en' });
    expect(res.code).toBe('00000');
    const insight = res.data;
    expect(insight.total).toBe(40);
    expect(insight.banner.map((b) => b.id)).toEqual([key(p.q[2]!)]);
    const diffs = paragraphs(insight).filter((x) => x.kind === 'difference');
    // Two answers: “first more often in A” and “second more often in B” are one difference.
    expect(diffs.map((d) => d.id)).toEqual([`q:${p.q[0]}:diff:1`]);
    expect(diffs[0]!.text).toContain('column proportions z test, p < 0.001');
    const pFigure = diffs[0]!.figures.find((f) => f.test === 'z' && f.display.startsWith('p'))!;
    expect(pFigure.p).toBeLessThan(0.001);
    expect(diffs[0]!.figures.find((f) => f.display === '80.0 %')).toBeTruthy();
    expect(paragraphs(insight).some((x) => x.id.startsWith(`q:${q4}:diff`))).toBe(false);
    expect(find(insight, `q:${q4}:key`).text).toContain('split');
  });

  it('states the board’s own figures', async () => {
    const insight = (await get()).data;
    const board = (await t.api(reportBoardApi.board, { surveyCode: p.code }, { token })).body.data;
    const q1 = board.questions.find((q) => q.nodeId === p.q[0])!;
    const part = q1.parts[0]!;
    if (part.type !== 'single') throw new Error('Q1 is a single choice');
    const figures = find(insight, `q:${p.q[0]}:key`).figures;
    for (const f of figures.filter((x) => /:cat:\d+$/.test(x.ref))) {
      const value = Number(f.ref.split(':').pop());
      expect(f.value).toBe(part.categories.find((c) => c.value === value)!.percent);
    }
    expect(figures.find((f) => f.ref.endsWith(':base'))!.value).toBe(part.base);
  });

  it('stays unweighted without an active scheme', async () => {
    const insight = (await get({ weighted: false })).data;
    expect(insight.weighted).toBe(false);
    expect((await get({ weighted: true })).data.weighted).toBe(false);
    expect(find(insight, 'survey:summary').text).not.toContain('weighted');
  });

  it('gives the same text for the same call', async () => {
    const [a, b] = [(await get()).data, (await get()).data];
    expect(b.sections).toEqual(a.sections);
  });

  it('writes Chinese when asked', async () => {
    const insight = (await get({ lang: 'zh' })).data;
    expect(insight.lang).toBe('zh');
    expect(find(insight, `q:${p.q[0]}:diff:1`).text).toContain('列比例z检验');
  });

  it('hides, rewrites and resets a paragraph', async () => {
    const id = `q:${p.q[0]}:key`;
    const generated = find((await get()).data, id).text;
    expect((await edit({ paragraphId: id, hidden: true })).data).toEqual({
      paragraphId: id,
      hidden: true,
      text: null,
    });
    expect(find((await get()).data, id).hidden).toBe(true);
    await edit({ paragraphId: id, hidden: false, text: 'My own words.' });
    const edited = find((await get()).data, id);
    expect([edited.text, edited.generated, edited.edited, edited.hidden, edited.stale]).toEqual([
      'My own words.',
      generated,
      true,
      false,
      false,
    ]);
    // Edits are per language: the Chinese report is untouched.
    expect(find((await get({ lang: 'zh' })).data, id).edited).toBe(false);
    expect((await edit({ paragraphId: id, reset: true })).data).toEqual({
      paragraphId: id,
      hidden: false,
      text: null,
    });
    const reset = find((await get()).data, id);
    expect([reset.text, reset.edited]).toEqual([generated, false]);
  });

  it('flags an edit stale once new responses change the generated text', async () => {
    const id = `q:${q4}:key`;
    await edit({ paragraphId: id, text: 'Evenly split.' });
    expect(find((await get()).data, id).stale).toBe(false);
    for (let i = 0; i < 12; i++) await submit(0, 0, 0);
    const after = find((await get()).data, id);
    expect([after.text, after.stale]).toEqual(['Evenly split.', true]);
    expect(after.generated).not.toContain('split');
  });

  it('names the most frequent codes of a coding report, as its stats count them', async () => {
    const report = await t.api(
      codingApi.createReport,
      { surveyCode: p.code, columnKey: `n${p.q[1]}` },
      { token },
    );
    const reportId = report.body.data.id;
    const ref = { surveyCode: p.code, reportId };
    const nets = (
      await t.api(
        codingApi.batchNets,
        { ...ref, nets: [{ label: 'Praise' }, { label: 'Complaint' }] },
        { token },
      )
    ).body.data;
    const code = async (label: string, responses: string[]) => {
      const res = await t.api(
        codingApi.hit,
        {
          ...ref,
          mode: 'manual',
          netIds: [nets.find((n) => n.label === label)!.id],
          answers: responses.map((responseId) => ({ responseId, answerKey: String(p.q[1]) })),
        },
        { token },
      );
      expect(res.body.code).toBe('00000');
    };
    await code('Praise', submitted.slice(0, 3));
    await code('Complaint', submitted.slice(3, 4));
    const themes = find((await get()).data, `themes:${reportId}`);
    expect(themes.text).toContain('“Praise” (75.0 %, 3) and “Complaint” (25.0 %, 1)');
    const stat = (await t.api(codingApi.stat, { ...ref, filterId: 0 }, { token })).body.data;
    const praise = themes.figures.find((f) => f.display === '75.0 %')!;
    expect(praise.value).toBe(stat.rows.find((r) => r.label === 'Praise')!.percent);
  });

  it('refuses a banner variable that cannot split the responses', async () => {
    const res = await get({ banner: [key(p.q[1]!)] });
    expect(res.code).toBe('A0320');
  });

  it('refuses a stranger', async () => {
    expect((await get({}, stranger)).code).toBe('A4000');
    const res = await t.api(
      insightApi.paragraph,
      { surveyCode: p.code, lang: 'en', paragraphId: 'trend', hidden: true },
      { token: stranger },
    );
    expect(res.body.code).toBe('A4000');
  });
});
