import { describe, expect, it } from 'vitest';
import { multipleGrid, singleGrid } from './matrix.ts';

const N = Number.NaN;
const E = 255;

describe('matrix grids', () => {
  it('gives each row of a single-choice matrix its frequency over the shared columns', () => {
    // Row r1: 1, 2, 2 → base 3: 33.3 % / 66.7 %. Row r2: 2, 2 → base 2: 0 % / 100 %.
    const columns = [
      { value: 1, label: 'Bad' },
      { value: 2, label: 'Good' },
    ];
    const grid = singleGrid(
      [
        { key: 'r1', label: 'Taste', values: Float64Array.from([1, 2, 2, N]) },
        { key: 'r2', values: Float64Array.from([2, 2, N, N]) },
      ],
      columns,
    );
    expect(grid.columns).toBe(columns);
    expect(
      grid.rows.map((row) => [row.key, row.label, row.base, row.categories.map((c) => c.count)]),
    ).toEqual([
      ['r1', 'Taste', 3, [1, 2]],
      ['r2', null, 2, [0, 2]],
    ]);
    expect(grid.rows[0]!.categories[0]!.percent).toBeCloseTo(100 / 3, 12);
    expect(grid.rows[1]!.categories.map((c) => c.percent)).toEqual([0, 100]);
  });

  it('gives each row of a multiple-choice matrix its own base and percents', () => {
    // Row 1: flags x = 1,0,E and y = 1,1,E → base 2, x 1 (50 %), y 2 (100 %), mentions 3.
    const grid = multipleGrid(
      [
        {
          label: 'Row 1',
          flags: [
            { key: 'x', values: Uint8Array.from([1, 0, E]) },
            { key: 'y', values: Uint8Array.from([1, 1, E]) },
          ],
        },
      ],
      3,
    );
    expect(grid.rows[0]).toMatchObject({ label: 'Row 1', base: 2, mentions: 3 });
    expect(grid.rows[0]!.items.map((i) => i.percentOfCases)).toEqual([50, 100]);
  });
});
