import { describe, expect, it } from 'vitest';
import { cellWeights } from './cell-weights.ts';
import { rakeWeights } from './rake.ts';
import { WEIGHTING_PRESETS, type WeightingError, type WeightingVariable } from './types.ts';

const variable = (key: string, values: number[]): WeightingVariable => ({
  key,
  values: Float64Array.from(values),
});

function errorOf(work: () => unknown): WeightingError {
  try {
    work();
  } catch (error) {
    return error as WeightingError;
  }
  throw new Error('expected a WeightingError');
}

// 6 rows: sex 1,1,1,1,2,2 — age 1,2,1,2,1,2.
const sex = variable('sex', [1, 1, 1, 1, 2, 2]);
const age = variable('age', [1, 2, 1, 2, 1, 2]);

describe('rakeWeights', () => {
  it('weights one margin exactly and averages 1 over the weighted rows', () => {
    const result = rakeWeights(
      [
        {
          variable: sex,
          targets: [
            { value: 1, target: 50 },
            { value: 2, target: 50 },
          ],
        },
      ],
      { targetsAs: 'percent' },
    );
    // Men: 4 rows to carry 3 (0.75 each); women: 2 rows to carry 3 (1.5 each).
    expect([...result.weights]).toEqual([0.75, 0.75, 0.75, 0.75, 1.5, 1.5]);
    expect(result.meanWeight).toBe(1);
    expect(result.effectiveN).toBeCloseTo(36 / (4 * 0.5625 + 2 * 2.25), 12);
    expect(result.efficiency).toBeCloseTo((result.effectiveN / 6) * 100, 12);
    expect(result.flagged).toEqual({ below: 0, above: 2, range: { below: 0.6, above: 1.4 } });
    expect(result.margins[0]!.targets.map((t) => [t.unweighted, t.achieved])).toEqual([
      [(4 / 6) * 100, 50],
      [(2 / 6) * 100, 50],
    ]);
  });

  it('reads counts as shares of their total, as percents would give', () => {
    const margins = (a: number, b: number) => [
      {
        variable: sex,
        targets: [
          { value: 1, target: a },
          { value: 2, target: b },
        ],
      },
      {
        variable: age,
        targets: [
          { value: 1, target: a },
          { value: 2, target: b },
        ],
      },
    ];
    const counts = rakeWeights(margins(470, 530), { targetsAs: 'count' });
    const percents = rakeWeights(margins(47, 53), { targetsAs: 'percent' });
    counts.weights.forEach((weight, i) => {
      expect(weight).toBeCloseTo(percents.weights[i]!, 12);
    });
    expect(counts.margins[1]!.targets[0]!.target).toBeCloseTo(47, 12);
  });

  it('accepts percents within 0.01 of 100 and scales them to 100', () => {
    const result = rakeWeights(
      [
        {
          variable: sex,
          targets: [
            { value: 1, target: 33.33 },
            { value: 2, target: 66.66 },
          ],
        },
      ],
      { targetsAs: 'percent' },
    );
    expect(result.margins[0]!.targets[0]!.target).toBeCloseTo((33.33 / 99.99) * 100, 12);
    expect(result.margins[0]!.targets[0]!.achieved).toBeCloseTo((33.33 / 99.99) * 100, 12);
  });

  it('says which margin and category is wrong', () => {
    const twoOfThree = [
      { value: 1, target: 40 },
      { value: 2, target: 40 },
      { value: 3, target: 20, label: 'Other' },
    ];
    const empty = errorOf(() =>
      rakeWeights([{ variable: sex, targets: twoOfThree }], { targetsAs: 'percent' }),
    );
    expect([empty.code, empty.details]).toEqual(['empty-category', { keys: ['sex'], values: [3] }]);
    expect(empty.message).toContain('Other');

    const unknown = errorOf(() =>
      rakeWeights([{ variable: sex, targets: [{ value: 1, target: 100 }] }], { targetsAs: 'percent' }),
    );
    expect([unknown.code, unknown.details]).toEqual([
      'unknown-category',
      { keys: ['sex'], values: [2], rows: 2 },
    ]);

    const sum = errorOf(() =>
      rakeWeights(
        [
          {
            variable: sex,
            targets: [
              { value: 1, target: 50 },
              { value: 2, target: 49.9 },
            ],
          },
        ],
        { targetsAs: 'percent' },
      ),
    );
    expect([sum.code, sum.details.keys, sum.details.sum]).toEqual(['targets-sum', ['sex'], 99.9]);

    const twice = errorOf(() =>
      rakeWeights(
        [
          {
            variable: sex,
            targets: [
              { value: 1, target: 50 },
              { value: 1, target: 50 },
            ],
          },
        ],
        { targetsAs: 'percent' },
      ),
    );
    expect(twice.code).toBe('duplicate-category');
  });

  it('refuses no rows, rows of different lengths, caps that leave 1 out and bad options', () => {
    const targets = [
      { value: 1, target: 1 },
      { value: 2, target: 1 },
    ];
    expect(errorOf(() => rakeWeights([], { targetsAs: 'count' })).code).toBe('no-margins');
    expect(
      errorOf(() =>
        rakeWeights([{ variable: sex, targets }], { targetsAs: 'count', mask: new Uint8Array(6) }),
      ).code,
    ).toBe('no-rows');
    expect(
      errorOf(() =>
        rakeWeights(
          [
            { variable: sex, targets },
            { variable: variable('short', [1, 2]), targets },
          ],
          { targetsAs: 'count' },
        ),
      ).code,
    ).toBe('length-mismatch');
    expect(
      errorOf(() => rakeWeights([{ variable: sex, targets }], { targetsAs: 'count', caps: { max: 0.9 } }))
        .code,
    ).toBe('invalid-caps');
    expect(
      errorOf(() => rakeWeights([{ variable: sex, targets }], { targetsAs: 'count', maxIterations: 0 })).code,
    ).toBe('invalid-options');
    expect(
      errorOf(() =>
        rakeWeights([{ variable: sex, targets: [{ value: 1, target: -1 }] }], { targetsAs: 'count' }),
      ).code,
    ).toBe('invalid-target');
  });

  it('gives a zero target weight 0 and leaves unweighted rows at 1', () => {
    const result = rakeWeights(
      [
        {
          variable: variable('x', [1, 1, 2, Number.NaN, 2]),
          targets: [
            { value: 1, target: 100 },
            { value: 2, target: 0 },
          ],
        },
      ],
      { targetsAs: 'percent', mask: Uint8Array.from([1, 1, 1, 1, 0]) },
    );
    expect([...result.weights]).toEqual([1.5, 1.5, 0, 1, 1]);
    expect([result.weightedRows, result.unweightedRows, result.missingRows]).toEqual([3, 2, 1]);
    expect(result.minWeight).toBe(0);
  });

  it('keeps the UNICOM preset one option away', () => {
    expect(WEIGHTING_PRESETS.unicom).toEqual({ limit: 0.005, maxIterations: 12, criterion: 'rms' });
    expect(WEIGHTING_PRESETS.strict).toEqual({ limit: 1e-11, maxIterations: 1000, criterion: 'max' });
  });
});

describe('cellWeights', () => {
  it('gives each combination its target share over its rows', () => {
    const result = cellWeights(
      [sex, age],
      [
        { values: [1, 1], target: 30 },
        { values: [1, 2], target: 30 },
        { values: [2, 1], target: 20 },
        { values: [2, 2], target: 20 },
      ],
      { targetsAs: 'percent' },
    );
    // Cells (1,1) and (1,2) hold 2 rows each, (2,1) and (2,2) one each; 6 rows in all.
    const expected = [0.9, 0.9, 0.9, 0.9, 1.2, 1.2];
    result.weights.forEach((weight, i) => {
      expect(weight).toBeCloseTo(expected[i]!, 14);
    });
    expect(result.converged).toBe(true);
  });

  it('refuses a combination that has rows but no target', () => {
    const error = errorOf(() =>
      cellWeights(
        [sex, age],
        [
          { values: [1, 1], target: 1 },
          { values: [1, 2], target: 1 },
          { values: [2, 1], target: 1 },
        ],
        { targetsAs: 'count' },
      ),
    );
    expect([error.code, error.details]).toEqual([
      'unknown-category',
      { keys: ['sex', 'age'], values: [2, 2], rows: 1 },
    ]);
  });
});
