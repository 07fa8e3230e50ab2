import { randomUUID } from 'node:crypto';
import { nodesApi, reportBoardApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsOf } from './support/options.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let p: Published;
let multiple: { id: number; options: number[] };
let nps: number;
let rank: { id: number; options: number[] };
let maxDiff: { id: number; options: number[] };
let rate: { id: number; options: number[] };
let evaluate: { id: number; level: number; tags: string[] };

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'kim', 'kim-pass-1'));
  p = await publishedSurvey(t, token, {
    beforeLaunch: async (s) => {
      const m = await s.s.add(QuestionType.MultipleChoice, { afterId: s.q[2]! });
      const n = await s.s.add(QuestionType.Nps, { afterId: m });
      const r = await s.s.add(QuestionType.Rank, { afterId: n });
      const d = await s.s.add(QuestionType.MaxDiff, { afterId: r });
      const g = await s.s.add(QuestionType.Rate, { afterId: d });
      const e = await s.s.add(QuestionType.Evaluate, { afterId: g });
      await s.s.edit(nodesApi.update, { id: e, setting: { is_tag: true } });
      const top = (await optionsOf(s.s, e)).filter((o) => o.type === 1).at(-1)!;
      evaluate = { id: e, level: top.id, tags: top.setting.tags as string[] };
      const choices = async (id: number) =>
        (await optionsOf(s.s, id)).filter((o) => o.type === 1).map((o) => o.id);
      multiple = { id: m, options: await choices(m) };
      nps = n;
      rank = { id: r, options: await choices(r) };
      maxDiff = { id: d, options: await choices(d) };
      rate = { id: g, options: await choices(g) };
    },
  });
  for (const [k, score] of [
    [0, 10],
    [1, 3],
  ] as const) {
    const answers = {
      ...answersFor(p, k),
      [multiple.id]: { optionIds: multiple.options.slice(0, k + 1) },
      [nps]: score,
      [rank.id]: { optionIds: [...rank.options].reverse() },
      [maxDiff.id]: [{ shown: maxDiff.options, best: maxDiff.options[0], worst: maxDiff.options[1] }],
      [rate.id]: { [rate.options[0]!]: 4 },
      // Both name the first tag, the second respondent the second tag too.
      [evaluate.id]: { optionId: evaluate.level, tags: evaluate.tags.slice(0, k + 1) },
    };
    const receipt = await respondent(t).submit(submission(p, answers, randomUUID()));
    expect(receipt.code, JSON.stringify(receipt)).toBe('00000');
  }
});
afterAll(() => t.close());

describe('data board over several report kinds', () => {
  it('answers multiple choice, NPS and rank parts through the contract schema', async () => {
    const res = await t.api(reportBoardApi.boardPost, { surveyCode: p.code }, { token });
    expect(res.body.code).toBe('00000');
    const byNode = new Map(res.body.data.questions.map((q) => [q.nodeId, q]));
    const m = byNode.get(multiple.id)!;
    expect(m.kind).toBe('multiple');
    expect(m.base).toBe(2);
    const part = m.parts[0]!;
    expect(part.type === 'multiple' && part.items[0]!.count).toBe(2);
    const n = byNode.get(nps)!;
    expect(n.parts[0]!.type === 'nps' && n.parts[0]!.nps.score).toBe(0);
    const r = byNode.get(rank.id)!;
    expect(r.kind).toBe('rank');
    expect(r.base).toBe(2);
  });

  it('carries the distribution of numeric answers and the base of a max-diff (issue 18/13)', async () => {
    const res = await t.api(reportBoardApi.boardPost, { surveyCode: p.code }, { token });
    const byNode = new Map(res.body.data.questions.map((q) => [q.nodeId, q]));
    const n = byNode.get(nps)!.parts[0]!;
    expect(n.type === 'nps' && n.summary.distribution).toEqual([
      { value: 3, count: 1 },
      { value: 10, count: 1 },
    ]);
    const g = byNode.get(rate.id)!.parts[0]!;
    expect(g.type === 'numeric' && g.distribution).toEqual([{ value: 4, count: 2 }]);
    const d = byNode.get(maxDiff.id)!;
    expect(d.base).toBe(2);
    expect(d.parts[0]).toMatchObject({ type: 'max-diff', base: 2, unweightedBase: 2 });
  });

  it('counts evaluation tags like a multiple choice: respondents and percent of them (issue 18/13)', async () => {
    const res = await t.api(reportBoardApi.boardPost, { surveyCode: p.code }, { token });
    const e = res.body.data.questions.find((q) => q.nodeId === evaluate.id)!;
    const tags = e.parts.find((part) => part.type === 'multiple');
    expect(tags).toMatchObject({
      base: 2,
      mentions: 3,
      items: [
        { label: evaluate.tags[0], count: 2, percentOfCases: 100 },
        { label: evaluate.tags[1], count: 1, percentOfCases: 50 },
      ],
    });
  });
});
