// @vitest-environment happy-dom
import type { CrossBlock, CrossTable } from '@cairn/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { CrossLegend } from './cross-legend.tsx';
import { CrossTableView } from './cross-table-view.tsx';

const cell = (
  count: number,
  column: number | null,
  letters = '',
  tests: CrossBlock['rows'][0]['cells'][0]['tests'] = [],
) => ({
  count,
  column,
  row: column === null ? null : 50,
  total: column === null ? null : 25,
  letters,
  tests,
});
const base = (n: number, weighted = n) => ({ base: weighted, unweightedBase: n, effectiveBase: n - 1 });

const colour: CrossBlock = {
  variableId: 'q1',
  label: 'Colour',
  kind: 'categorical',
  multiple: false,
  bases: [base(100, 98.5), base(40), base(60)],
  rows: [
    {
      label: 'Red',
      cells: [
        cell(55, 55),
        cell(30, 75, 'B', [{ against: 'B', p: 0.0004, adjustedP: 0.0008 }]),
        cell(25, 41.7),
      ],
    },
    {
      label: 'Blue',
      cells: [cell(45, 45), cell(10, 25), cell(35, 58.3, 'a', [{ against: 'A', p: 0.03, adjustedP: 0.06 }])],
    },
  ],
  mentions: null,
  means: null,
  chiSquare: [{ group: 0, statistic: 10.94, df: 1, p: 0.00094, skipped: null }],
};
const brands: CrossBlock = {
  ...colour,
  variableId: 'q2',
  label: 'Brands',
  multiple: true,
  mentions: [150, 60, 90],
  chiSquare: [{ group: 0, statistic: null, df: null, p: null, skipped: 'multiple-response' }],
};
const age: CrossBlock = {
  variableId: 'q3',
  label: 'Age',
  kind: 'numeric',
  multiple: false,
  bases: [base(100), base(40), base(60)],
  rows: [],
  mentions: null,
  means: [
    { mean: 41.25, sd: 12.5, n: 100, base: 100, letters: '', tests: [] },
    {
      mean: 45.5,
      sd: 11,
      n: 40,
      base: 40,
      letters: 'b',
      tests: [{ against: 'B', p: 0.02, adjustedP: 0.02 }],
    },
    { mean: 38.4, sd: 13.1, n: 60, base: 60, letters: '', tests: [] },
  ],
  chiSquare: [],
};
const table = (weighted: boolean, blocks: CrossBlock[]): CrossTable => ({
  version: 1,
  total: 100,
  weighted,
  schemeId: weighted ? 3 : null,
  filterId: null,
  columns: [
    { variableId: 'total', variableLabel: 'Total', label: 'Total', letter: null, group: -1 },
    { variableId: 'q9', variableLabel: 'Gender', label: 'Male', letter: 'A', group: 0 },
    { variableId: 'q9', variableLabel: 'Gender', label: 'Female', letter: 'B', group: 0 },
  ],
  blocks,
  legend: {
    level: 95,
    alpha: 0.05,
    upperAlpha: 0.01,
    correction: 'bonferroni',
    meanTest: 'welch',
    weighted,
    overlap: 'not-tested',
  },
});

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

const rowOf = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}\\b`) });

describe('cross table', () => {
  it('heads the columns banner variable → category with its letter, Total first', () => {
    render(<CrossTableView table={table(false, [colour])} cells={['count', 'column']} />);
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Variable / category', 'Total', 'Gender', 'Male (A)', 'Female (B)']);
  });

  it('heads a nested banner with its outer categories over the inner ones', () => {
    const nested = table(false, []);
    nested.columns = [
      nested.columns[0]!,
      { variableId: 'q8', variableLabel: 'Region', label: 'North', letter: 'A', group: 0 },
      ...['Male', 'Female', 'Male', 'Female'].map((label, i) => ({
        variableId: 'q9/q7',
        variableLabel: 'Gender / Age',
        label,
        outerLabel: i < 2 ? 'Young' : 'Old',
        letter: 'BCDE'[i]!,
        group: 1,
      })),
    ];
    render(<CrossTableView table={nested} cells={['count']} />);
    const rows = screen.getAllByRole('row').slice(0, 3);
    const texts = rows.map((row) =>
      within(row)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    );
    expect(texts).toEqual([
      ['Variable / category', 'Total', 'Region', 'Gender / Age'],
      ['North (A)', 'Young', 'Old'],
      ['Male (B)', 'Female (C)', 'Male (D)', 'Female (E)'],
    ]);
    const young = within(rows[1]!).getByRole('columnheader', { name: 'Young' });
    expect(young.getAttribute('colspan')).toBe('2');
    expect(within(rows[1]!).getByRole('columnheader', { name: 'North (A)' }).getAttribute('rowspan')).toBe(
      '2',
    );
  });

  it('shows the chosen figures with the letters beside, upper case apart, p-values in the title', () => {
    render(<CrossTableView table={table(false, [colour])} cells={['count', 'column']} />);
    const red = within(rowOf('Red')).getAllByRole('cell');
    expect(red.map((c) => c.textContent?.split('vs')[0])).toEqual(['5555.0%', '3075.0%B', '2541.7%']);
    const upper = within(red[1]!).getByText('B', { selector: '.cross-letters__upper' });
    expect(upper.closest('.cross-letters')?.getAttribute('title')).toBe(
      'vs B: p = 0.0004, adjusted p = 0.0008',
    );
    const lower = within(within(rowOf('Blue')).getAllByRole('cell')[2]!).getByText('a');
    expect(lower.className).not.toContain('upper');
  });

  it('follows the figure toggles', () => {
    render(<CrossTableView table={table(false, [colour])} cells={['row', 'total']} />);
    expect(within(rowOf('Red')).getAllByRole('cell')[0]?.textContent).toBe('50.0%25.0%');
  });

  it('shows the unweighted base only, or weighted and effective bases when weighted', () => {
    const { unmount } = render(<CrossTableView table={table(false, [colour])} cells={['count']} />);
    expect(screen.getAllByRole('row', { name: /^Base/ })).toHaveLength(1);
    expect(screen.queryByRole('row', { name: /^Weighted base/ })).toBeNull();
    unmount();
    render(<CrossTableView table={table(true, [colour])} cells={['count']} />);
    expect(within(rowOf('Weighted base')).getAllByRole('cell')[0]?.textContent).toBe('98.5');
    expect(within(rowOf('Effective base')).getAllByRole('cell')[0]?.textContent).toBe('99');
  });

  it('writes the chi-square line, or why it was skipped', () => {
    render(<CrossTableView table={table(false, [colour, brands])} cells={['count']} />);
    expect(screen.getByText('Gender: χ² = 10.94, df = 1, p = 0.0009')).toBeTruthy();
    expect(screen.getByText('Gender: χ² not computed: multiple response')).toBeTruthy();
    expect(
      within(rowOf('Mentions'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['150', '60', '90']);
  });

  it('shows mean, SD and n for a numeric stub, letters beside the mean', () => {
    render(<CrossTableView table={table(false, [age])} cells={['count']} />);
    expect(within(rowOf('Mean')).getAllByRole('cell')[1]?.textContent).toMatch(/^45\.50b/);
    expect(
      within(rowOf('SD'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12.50', '11', '13.10']);
    expect(
      within(rowOf('n'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100', '40', '60']);
  });
});

describe('cross legend', () => {
  it('states level, both alphas, correction, mean test, weighting and overlap handling', () => {
    render(<CrossLegend legend={table(true, []).legend} />);
    const text = screen.getByTestId('cross-legend').textContent ?? '';
    expect(text).toContain('Level 95%');
    expect(text).toContain('α = 0.05');
    expect(text).toContain('α = 0.01');
    expect(text).toContain('Correction for multiple comparisons: Bonferroni.');
    expect(text).toContain('Mean test: Welch t-test.');
    expect(text).toContain('Weighted; tests use the effective base.');
    expect(text).toContain('are not tested against each other');
  });
});
