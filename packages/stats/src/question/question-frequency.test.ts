import { describe, expect, it } from 'vitest';
import { buildDataset } from '../dataset/dataset.ts';
import type { ColumnSpec, DatasetRow } from '../dataset/types.ts';
import { questionFrequency } from './question-frequency.ts';
import type { PartReport, QuestionDescription } from './types.ts';

const yesNo = [
  { value: 1, label: 'Yes' },
  { value: 2, label: 'No' },
];
// Columns as core names them: a single choice with an "other" text, a multiple choice, a
// two-row matrix of each subtype, an NPS, a rank, a max-diff and an upload.
const columns = {
  single: [
    { key: 'n1', kind: 'single', label: 'Q1', categories: yesNo },
    { key: 'n1_o9_text', kind: 'text', label: 'Q1 other' },
  ],
  multiple: [
    { key: 'n2_o1', kind: 'multi-flag', label: 'A' },
    { key: 'n2_o2', kind: 'multi-flag', label: 'B' },
  ],
  matrix: [
    { key: 'n3_o1', kind: 'single', categories: yesNo, group: 1 },
    { key: 'n3_o2', kind: 'single', categories: yesNo, group: 2 },
    { key: 'n3_o1_o7', kind: 'multi-flag', group: 1, groupLabel: 'Row 1' },
    { key: 'n3_o1_o8', kind: 'multi-flag', group: 1, groupLabel: 'Row 1' },
  ],
  nps: [{ key: 'n4', kind: 'number', label: 'NPS' }],
  rank: [
    { key: 'n5_o1', kind: 'number', label: 'X' },
    { key: 'n5_o2', kind: 'number', label: 'Y' },
  ],
  maxDiff: [
    { key: 'n6_o1_best', kind: 'number', group: 1, groupLabel: 'Item 1', role: 'best' },
    { key: 'n6_o1_worst', kind: 'number', group: 1, role: 'worst' },
    { key: 'n6_o1_shown', kind: 'number', group: 1, role: 'shown' },
  ],
  file: [{ key: 'n7', kind: 'file', label: 'Upload' }],
} satisfies Record<string, QuestionDescription['columns']>;

const specs: ColumnSpec[] = Object.values(columns).flat();
const rows: DatasetRow[] = [
  {
    cells: {
      n1: 1,
      n2_o1: 1,
      n2_o2: 1,
      n3_o1: 1,
      n3_o2: 2,
      n3_o1_o7: 1,
      n3_o1_o8: 0,
      n4: 10,
      n5_o1: 1,
      n5_o2: 2,
      n6_o1_best: 1,
      n6_o1_worst: 0,
      n6_o1_shown: 2,
      n7: 'a.png',
    },
    status: 1,
    submittedAt: 1,
    weight: 2,
  },
  {
    cells: { n1: 2, n1_o9_text: 'Maybe', n2_o1: 0, n2_o2: 1, n3_o1: 2, n3_o1_o7: 1, n3_o1_o8: 1, n4: 3 },
    status: 1,
    submittedAt: 2,
  },
  {
    cells: { n1: 1, n4: 8, n5_o1: 2, n5_o2: 1, n6_o1_best: 0, n6_o1_worst: 1, n6_o1_shown: 1 },
    status: 1,
    submittedAt: 3,
  },
];
const dataset = buildDataset(specs, rows);
const report = (kind: QuestionDescription['kind'], cols: QuestionDescription['columns'], options = {}) =>
  questionFrequency({ kind, columns: cols }, dataset, options).parts;
const only = <T extends PartReport['type']>(parts: PartReport[], type: T) =>
  parts.find((part): part is Extract<PartReport, { type: T }> => part.type === type)!;

describe('questionFrequency', () => {
  it('reports a choice and its other text', () => {
    // Q1: 1, 2, 1 → Yes 2 (66.7 %), No 1; one other text.
    const parts = report('choice', columns.single);
    expect(parts.map((part) => part.type)).toEqual(['single', 'text']);
    expect(only(parts, 'single').categories.map((c) => c.count)).toEqual([2, 1]);
    expect(only(parts, 'text').items).toEqual([{ row: 1, text: 'Maybe' }]);
  });

  it('reports a multiple choice as one group', () => {
    // Answered rows 0, 1: A 1 (50 %), B 2 (100 %), mentions 3.
    const part = only(report('multiple', columns.multiple), 'multiple');
    expect(part).toMatchObject({ keys: ['n2_o1', 'n2_o2'], base: 2, mentions: 3 });
    expect(part.items.map((item) => item.percentOfCases)).toEqual([50, 100]);
  });

  it('reports a matrix as a single grid and a grid of multiple-choice rows', () => {
    // Row 1 (single): 1, 2 → base 2; row 2: 2 → base 1. Flag row 1: o7 2 of 2, o8 1 of 2.
    const parts = report('matrix', columns.matrix);
    expect(only(parts, 'single-grid').rows.map((row) => [row.key, row.base])).toEqual([
      ['n3_o1', 2],
      ['n3_o2', 1],
    ]);
    const grid = only(parts, 'multiple-grid');
    expect(grid.rows.map((row) => [row.label, row.items.map((item) => item.count)])).toEqual([
      ['Row 1', [2, 1]],
    ]);
  });

  it('reports an NPS with its numeric summary', () => {
    // 10, 3, 8: one promoter, one detractor → 0; mean 7.
    const part = only(report('nps', columns.nps), 'nps');
    expect(part.nps.score).toBe(0);
    expect(part.summary.mean).toBe(7);
  });

  it('reports rank and max-diff', () => {
    // X: 1, 2 → mean 1.5, first 50 %. Item 1: best 1, worst 1, shown 3 → 0.
    const rank = only(report('rank', columns.rank), 'rank');
    expect(rank.items.map((item) => [item.meanRank, item.firstShare])).toEqual([
      [1.5, 50],
      [1.5, 50],
    ]);
    const maxDiff = only(report('max-diff', columns.maxDiff), 'max-diff');
    expect(maxDiff.items).toEqual([
      { key: 'n6_o1_best', label: 'Item 1', best: 1, worst: 1, shown: 3, score: 0 },
    ]);
  });

  it('lists files', () => {
    expect(only(report('file', columns.file), 'file').items).toEqual([{ row: 0, files: ['a.png'] }]);
  });

  it('applies weights and masks to every part', () => {
    // Weights 2, 1, 1: Q1 Yes = 2+1 = 3 of 4 → 75 %. Mask keeps rows 1, 2: Yes 1 of 2.
    const weighted = only(report('choice', columns.single, { weighted: true }), 'single');
    expect(weighted.base).toBe(4);
    expect(weighted.categories[0]!.percent).toBe(75);
    const masked = only(report('choice', columns.single, { mask: Uint8Array.from([0, 1, 1]) }), 'single');
    expect(masked.categories.map((c) => c.count)).toEqual([1, 1]);
    // Weighted max-diff: best 2·1, worst 1, shown 2·2+1 = 5 → 0.2.
    expect(only(report('max-diff', columns.maxDiff, { weighted: true }), 'max-diff').items[0]!.score).toBe(
      0.2,
    );
  });

  it('skips columns the dataset does not have', () => {
    expect(report('choice', [{ key: 'gone', kind: 'single' }])).toEqual([]);
    expect(report('multiple', [{ key: 'gone', kind: 'multi-flag' }])).toEqual([]);
  });
});
