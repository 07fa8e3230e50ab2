import type { CrossTable } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { crossSheetRows } from './cross-sheet.ts';

const cell = (
  count: number,
  column: number | null,
  letters = '',
  tests: CrossTable['blocks'][0]['rows'][0]['cells'][0]['tests'] = [],
) => ({
  count,
  column,
  row: null,
  total: null,
  letters,
  tests,
});

const table: CrossTable = {
  version: 1,
  total: 40,
  weighted: false,
  schemeId: null,
  filterId: null,
  columns: [
    { variableId: 'total', variableLabel: '', label: 'Total', letter: null, group: -1 },
    { variableId: 'n3', variableLabel: 'Q3 Tea', label: 'Yes', letter: 'A', group: 0 },
    { variableId: 'n3', variableLabel: 'Q3 Tea', label: 'No', letter: 'B', group: 0 },
  ],
  blocks: [
    {
      variableId: 'n1',
      label: 'Q1 Coffee',
      kind: 'categorical',
      multiple: false,
      bases: [
        { base: 40, unweightedBase: 40, effectiveBase: 40 },
        { base: 20, unweightedBase: 20, effectiveBase: 20 },
        { base: 20, unweightedBase: 20, effectiveBase: 20 },
      ],
      rows: [
        {
          label: 'Daily',
          cells: [
            cell(20, 50),
            cell(16, 80, 'B', [{ against: 'B', p: 0.00015, adjustedP: 0.00015 }]),
            cell(4, 20),
          ],
        },
        {
          label: 'Never',
          cells: [
            cell(20, 50),
            cell(4, 20),
            cell(16, 80, 'A', [{ against: 'A', p: 0.00015, adjustedP: 0.00015 }]),
          ],
        },
      ],
      mentions: null,
      means: null,
      chiSquare: [{ group: 0, statistic: 14.4, df: 1, p: 0.000148, skipped: null }],
    },
  ],
  legend: {
    level: 95,
    alpha: 0.05,
    upperAlpha: 0.01,
    correction: 'none',
    meanTest: 'pooled',
    weighted: false,
    overlap: 'not-tested',
  },
};

describe('cross table sheet rows', () => {
  it('type 1 writes counts, with the banner’s two header rows and the base', () => {
    const rows = crossSheetRows('Q1 by Q3', table, 1, 'en');
    expect(rows.slice(0, 5)).toEqual([
      ['Q1 by Q3'],
      ['', 'Total', 'Q3 Tea', 'Q3 Tea'],
      ['', '', 'Yes (A)', 'No (B)'],
      ['Q1 Coffee'],
      ['Base', 40, 20, 20],
    ]);
    expect(rows[5]).toEqual(['Daily', 20, 16, 4]);
    expect(rows.flat()).not.toContain('B');
  });

  it('type 2 writes column percentages, one decimal', () => {
    expect(crossSheetRows('t', table, 2, 'en')[5]).toEqual(['Daily', 50, 80, 20]);
  });

  it('type 3 adds the letters under each row, the legend and the p-values behind them', () => {
    const rows = crossSheetRows('t', table, 3, 'zh');
    expect(rows[5]).toEqual(['Daily', 50, 80, 20]);
    expect(rows[6]).toEqual(['', '', 'B', '']);
    expect(rows.some((r) => String(r[0]).startsWith('卡方检验'))).toBe(true);
    expect(rows.some((r) => String(r[0]).includes('p < 0.01'))).toBe(true);
    expect(rows.slice(-2)).toEqual([
      ['Q1 Coffee / Daily', 'A', 'B', 0.00015, 0.00015],
      ['Q1 Coffee / Never', 'B', 'A', 0.00015, 0.00015],
    ]);
  });
});
