import type { CrossTable, QuestionBoard } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { applyEdits } from './edits.ts';
import { generateInsight } from './generate.ts';
import type { InsightInput } from './types.ts';

/** Q1: 320 of 512 chose "Very satisfied" (62.5 %). */
const q1: QuestionBoard = {
  nodeId: 11,
  code: 'Q1',
  title: 'How satisfied are you?',
  type: 'single-choice',
  kind: 'choice',
  base: 512,
  unweightedBase: 512,
  chartType: 'bar',
  parts: [
    {
      type: 'single',
      key: 'n11',
      label: null,
      base: 512,
      unweightedBase: 512,
      categories: [
        { value: 1, label: 'Very satisfied', count: 320, percent: 62.5 },
        { value: 2, label: 'Satisfied', count: 128, percent: 25 },
        { value: 3, label: 'Not satisfied', count: 64, percent: 12.5 },
      ],
    },
  ],
};

/** Q2: a split, 41 % against 39 %. */
const q2: QuestionBoard = {
  ...q1,
  nodeId: 12,
  code: 'Q2',
  title: 'Which plan?',
  base: 100,
  parts: [
    {
      type: 'single',
      key: 'n12',
      label: null,
      base: 100,
      unweightedBase: 100,
      categories: [
        { value: 1, label: 'Basic', count: 41, percent: 41 },
        { value: 2, label: 'Pro', count: 39, percent: 39 },
        { value: 3, label: 'None', count: 20, percent: 20 },
      ],
    },
  ],
};

/** Q3: a rating 1–5, mean 4.1. */
const q3: QuestionBoard = {
  ...q1,
  nodeId: 13,
  code: 'Q3',
  title: 'Rate us',
  type: 'rate',
  kind: 'numeric',
  base: 10,
  parts: [
    {
      type: 'numeric',
      key: 'n13',
      label: null,
      n: 10,
      base: 10,
      mean: 4.1,
      median: 4,
      sd: 0.9,
      min: 2,
      max: 5,
      distribution: [
        { value: 2, count: 1 },
        { value: 3, count: 1 },
        { value: 4, count: 4 },
        { value: 5, count: 4 },
      ],
    },
  ],
};

const test = (against: string, p: number) => ({ against, p, adjustedP: p });
/** Q1 by a banner with columns A (Men) and B (Women): "Very satisfied" 80 % vs 45 %, significant (a letter). */
const cross: CrossTable = {
  version: 1,
  total: 512,
  weighted: false,
  schemeId: null,
  filterId: null,
  columns: [
    { variableId: 'total', variableLabel: 'Total', label: 'Total', letter: null, group: -1 },
    { variableId: 'n20', variableLabel: 'Gender', label: 'Men', letter: 'A', group: 0 },
    { variableId: 'n20', variableLabel: 'Gender', label: 'Women', letter: 'B', group: 0 },
  ],
  blocks: [
    {
      variableId: 'n11',
      label: 'How satisfied are you?',
      kind: 'categorical',
      multiple: false,
      bases: [
        { base: 512, unweightedBase: 512, effectiveBase: 512 },
        { base: 200, unweightedBase: 200, effectiveBase: 200 },
        { base: 312, unweightedBase: 312, effectiveBase: 312 },
      ],
      rows: [
        {
          label: 'Very satisfied',
          cells: [
            { count: 320, column: 62.5, row: 100, total: 62.5, letters: '', tests: [] },
            { count: 160, column: 80, row: 50, total: 31.25, letters: 'B', tests: [test('B', 0.00001)] },
            { count: 160, column: 51.28, row: 50, total: 31.25, letters: '', tests: [test('A', 0.00001)] },
          ],
        },
        {
          // Not significant: no letter, so never stated.
          label: 'Satisfied',
          cells: [
            { count: 128, column: 25, row: 100, total: 25, letters: '', tests: [] },
            { count: 40, column: 20, row: 31, total: 7.8, letters: '', tests: [test('B', 0.2)] },
            { count: 88, column: 28.2, row: 69, total: 17.2, letters: '', tests: [test('A', 0.2)] },
          ],
        },
      ],
      mentions: null,
      means: null,
      chiSquare: [],
    },
  ],
  legend: {
    level: 95,
    alpha: 0.05,
    upperAlpha: 0.01,
    correction: 'none',
    meanTest: 'pooled',
    weighted: false,
    overlap: '',
  },
};

const input = (over: Partial<InsightInput> = {}): InsightInput => ({
  lang: 'en',
  level: 95,
  total: 512,
  weighted: false,
  status: { complete: 512, partial: 80, screenedOut: 8, completionRate: 512 / 600 },
  days: [
    { day: '2026-11-01', count: 100 },
    { day: '2026-11-02', count: 0 },
    { day: '2026-11-03', count: 300 },
    { day: '2026-11-04', count: 112 },
  ],
  questions: [q1, q2, q3],
  cross: {
    table: cross,
    nodeOf: new Map([['n11', 11]]),
    banner: [{ id: 'n20', code: 'Q9', label: 'Gender' }],
  },
  themes: [
    {
      reportId: 4,
      name: 'Comments',
      columnLabel: 'Anything else?',
      stat: {
        base: { answers: 60, coded: 50, weightedAnswers: 60, weightedCoded: 50 },
        weighted: false,
        rows: [
          {
            id: 1,
            codeId: 1,
            label: 'Price',
            level: 1,
            parentId: null,
            count: 20,
            weighted: 20,
            percent: 40,
            pending: 0,
          },
          {
            id: 2,
            codeId: 2,
            label: 'Service',
            level: 1,
            parentId: null,
            count: 30,
            weighted: 30,
            percent: 60,
            pending: 0,
          },
          {
            id: 3,
            codeId: 3,
            label: 'Rude',
            level: 2,
            parentId: 2,
            count: 30,
            weighted: 30,
            percent: 60,
            pending: 0,
          },
        ],
      },
    },
  ],
  ...over,
});

const paragraph = (sections: ReturnType<typeof generateInsight>, id: string) =>
  sections.flatMap((s) => s.paragraphs).find((p) => p.id === id);

describe('generateInsight (en)', () => {
  const sections = generateInsight(input());

  it('states the top answer and its share as a sentence, every number a figure', () => {
    const key = paragraph(sections, 'q:11:key')!;
    expect(key.text).toBe('Most respondents (62.5 %, 320 of 512) chose “Very satisfied”.');
    expect(key.figures.map((f) => [f.ref, f.value, f.display])).toEqual([
      ['q:11:cat:1', 62.5, '62.5 %'],
      ['q:11:cat:1:count', 320, '320'],
      ['q:11:base', 512, '512'],
    ]);
  });

  it('reads a split, a mean with the top-2 box', () => {
    expect(paragraph(sections, 'q:12:key')!.text).toBe(
      'Opinions were split: “Basic” (41.0 %) and “Pro” (39.0 %) were chosen about equally often, of 100 respondents.',
    );
    expect(paragraph(sections, 'q:13:key')!.text).toBe(
      'The average answer was 4.10 (median 4.00, from 10 answers). The top two points of the scale (5 and 4) were chosen by 80.0 % (8 of 10).',
    );
  });

  it('states only the significant difference, with the test and p', () => {
    const diffs = sections.flatMap((s) => s.paragraphs).filter((p) => p.kind === 'difference');
    expect(diffs.map((d) => d.id)).toEqual(['q:11:diff:1']);
    expect(diffs[0]!.text).toBe(
      'By Q9 Gender: “Very satisfied” was chosen by 80.0 % of those in “Men” (160 of 200), against 51.3 % in “Women” (160 of 312); column proportions z test, p < 0.001.',
    );
    const p = diffs[0]!.figures.find((f) => f.display === 'p < 0.001')!;
    expect([p.test, p.p]).toEqual(['z', 0.00001]);
    expect(diffs.some((d) => d.text.includes('“Satisfied”'))).toBe(false);
  });

  it('writes the trend, the themes and the summary with its findings', () => {
    expect(paragraph(sections, 'trend')!.text).toBe(
      'Responses were collected over 4 days, from 2026-11-01 to 2026-11-04. The busiest day was 2026-11-03, with 300 responses (58.6 % of all).',
    );
    expect(paragraph(sections, 'themes:4')!.text).toBe(
      'In “Anything else?”, 50 of 60 answers are coded; the most frequent themes are “Service” (60.0 %, 30) and “Price” (40.0 %, 20).',
    );
    expect(paragraph(sections, 'survey:summary')!.text).toBe(
      'This report counts 512 complete responses, collected from 2026-11-01 to 2026-11-04. The completion rate was 85.3 % (512 complete, 80 partial, 8 screened out).',
    );
    const findings = paragraph(sections, 'survey:findings')!.text.split('\n');
    expect(findings[0]).toBe('The most notable findings:');
    expect(findings[1]).toMatch(/^1\. Q1: By Q9 Gender/);
    expect(findings[2]).toBe('2. Q1: Most respondents (62.5 %, 320 of 512) chose “Very satisfied”.');
  });

  it('gives the same text for the same figures (reproducible)', () => {
    expect(JSON.stringify(generateInsight(input()))).toBe(JSON.stringify(sections));
  });

  it('leaves out a difference above the level (p 0.03 at 99 %)', () => {
    const lenient: CrossTable = JSON.parse(JSON.stringify(cross));
    lenient.blocks[0]!.rows[0]!.cells[1]!.tests = [test('B', 0.03)];
    const at99 = generateInsight(
      input({ level: 99, cross: { table: lenient, nodeOf: new Map([['n11', 11]]), banner: [] } }),
    );
    expect(at99.flatMap((s) => s.paragraphs).filter((p) => p.kind === 'difference')).toEqual([]);
  });

  it('names the most chosen answer wherever it sits in the list', () => {
    const reordered: QuestionBoard = {
      ...q1,
      parts: [
        {
          type: 'single',
          key: 'n11',
          label: null,
          base: 10,
          unweightedBase: 10,
          categories: [
            { value: 1, label: 'Low', count: 2, percent: 20 },
            { value: 2, label: 'High', count: 8, percent: 80 },
          ],
        },
      ],
    };
    const out = generateInsight(input({ questions: [reordered], cross: null }));
    expect(paragraph(out, 'q:11:key')!.text).toBe(
      'A large majority of respondents (80.0 %, 8 of 10) chose “High”.',
    );
  });

  it('says there is nothing to report without responses', () => {
    const empty = generateInsight(input({ total: 0, days: [], questions: [], cross: null, themes: [] }));
    expect(empty.map((s) => s.id)).toEqual(['survey']);
    expect(empty[0]!.paragraphs[0]!.text).toBe(
      'No complete responses are counted yet, so there is nothing to report.',
    );
  });
});

describe('generateInsight (zh)', () => {
  const sections = generateInsight(input({ lang: 'zh' }));

  it('writes natural Chinese with the same figures', () => {
    const key = paragraph(sections, 'q:11:key')!;
    expect(key.text).toBe('超过六成受访者（62.5%，512人中320人）选择了“Very satisfied”。');
    expect(key.figures.map((f) => f.display)).toEqual(['62.5%', '512', '320']);
    expect(paragraph(sections, 'q:11:diff:1')!.text).toBe(
      '按Q9 Gender：“Men”中选择“Very satisfied”的占80.0%（200人中160人），而“Women”中仅占51.3%（312人中160人）；列比例z检验，p < 0.001。',
    );
    expect(paragraph(sections, 'trend')!.text).toBe(
      '答卷收集历时4天，从2026年11月1日到2026年11月4日。回收最多的一天是2026年11月3日，共300份（占全部的58.6%）。',
    );
    expect(paragraph(sections, 'survey:summary')!.text).toBe(
      '本报告统计了512份完整答卷，收集时间为2026年11月1日至2026年11月4日。完成率为85.3%（完整512份，未完成80份，被甄别8份）。',
    );
    expect(paragraph(sections, 'themes:4')!.text).toBe(
      '在“Anything else?”中，60条回答里已编码50条；最常见的主题是“Service”（60.0%，30条）和“Price”（40.0%，20条）。',
    );
  });

  it('lists figures in the order the text states them', () => {
    for (const p of sections.flatMap((s) => s.paragraphs)) {
      let at = 0;
      for (const f of p.figures) {
        const found = p.text.indexOf(f.display, at);
        expect(found, `${p.id}: ${f.display}`).toBeGreaterThanOrEqual(0);
        at = found + f.display.length;
      }
    }
  });
});

describe('applyEdits', () => {
  const sections = generateInsight(input());
  const generated = paragraph(sections, 'q:11:key')!.text;

  it('hides, rewrites and flags a rewrite whose generated text moved', () => {
    const out = applyEdits(sections, [
      { paragraphId: 'q:11:key', hidden: false, text: 'Mine.', generated },
      { paragraphId: 'q:12:key', hidden: true, text: null, generated: null },
      { paragraphId: 'q:13:key', hidden: false, text: 'Old.', generated: 'something else' },
    ]);
    const all = out.flatMap((s) => s.paragraphs);
    const key = all.find((p) => p.id === 'q:11:key')!;
    expect([key.text, key.generated, key.edited, key.stale]).toEqual(['Mine.', generated, true, false]);
    expect(all.find((p) => p.id === 'q:12:key')!.hidden).toBe(true);
    expect(all.find((p) => p.id === 'q:13:key')!.stale).toBe(true);
    expect(all.find((p) => p.id === 'trend')!.edited).toBe(false);
  });
});
