import { describe, expect, it } from 'vitest';
import { ValueCodes } from '../dataset/value-codes.ts';
import { cellWeights } from './cell-weights.ts';
import { rakeWeights } from './rake.ts';
import {
  WeightingError,
  type WeightingOptions,
  type WeightingResult,
  type WeightingVariable,
} from './types.ts';

/**
 * The engine against packages/stats/fixtures/weighting/*.json, computed independently by
 * make-fixtures.py (numpy raking over the rows, no cell table). Each case runs on float values and
 * again on one-byte codes.
 */
const NAMES = [
  'rake-two',
  'rake-four',
  'rake-unicom',
  'rake-counts',
  'rake-missing-mask',
  'rake-caps',
  'rake-caps-unmet',
  'rake-infeasible',
  'error-empty',
  'error-sum',
  'cell-two',
  'cell-caps',
];

interface Expected {
  error?: string;
  weights: number[];
  iterations: number;
  converged: boolean;
  maxDifference: number;
  rmsDifference: number;
  margins: { target: number; achieved: number; unweighted: number; rows: number }[][];
  minWeight: number;
  maxWeight: number;
  meanWeight: number;
  efficiency: number;
  effectiveN: number;
  weightedRows: number;
  unweightedRows: number;
  missingRows: number;
  flagged: { below: number; above: number };
  caps: { met: boolean; outside: number } | null;
}

interface Fixture {
  description: string;
  method: 'rim' | 'cell';
  data: Record<string, (number | null)[]>;
  margins?: { key: string; targets: { value: number; target: number; label?: string }[] }[];
  keys?: string[];
  cells?: { values: number[]; target: number; label?: string }[];
  options: Omit<WeightingOptions, 'mask'> & { mask?: number[] };
  expected: Expected;
}

const load = async (name: string): Promise<Fixture> =>
  (await import(`../../fixtures/weighting/${name}.json`, { with: { type: 'json' } })).default;

function variable(fixture: Fixture, key: string, coded: boolean): WeightingVariable {
  const values = Float64Array.from(fixture.data[key]!, (value) => value ?? Number.NaN);
  if (!coded) return { key, values };
  const codes = new ValueCodes();
  codes.pushAll(values);
  return { key, values, coded: codes.view()! };
}

function run(fixture: Fixture, coded: boolean): WeightingResult {
  const options: WeightingOptions = {
    ...fixture.options,
    mask: fixture.options.mask ? Uint8Array.from(fixture.options.mask) : null,
  };
  if (fixture.method === 'rim')
    return rakeWeights(
      fixture.margins!.map(({ key, targets }) => ({ variable: variable(fixture, key, coded), targets })),
      options,
    );
  return cellWeights(
    fixture.keys!.map((key) => variable(fixture, key, coded)),
    fixture.cells!,
    options,
  );
}

const close = (actual: number, expected: number, tolerance = 1e-9) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.max(1, Math.abs(expected)),
  );

describe.each(NAMES)('weighting fixture %s', (name) => {
  it.each([false, true])('matches the independent computation (coded: %s)', async (coded) => {
    const fixture = await load(name);
    const expected = fixture.expected;
    if (expected.error) {
      let error: unknown;
      try {
        run(fixture, coded);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(WeightingError);
      expect((error as WeightingError).code).toBe(expected.error);
      return;
    }
    const result = run(fixture, coded);
    expect(result.weights.length).toBe(expected.weights.length);
    let worst = 0;
    result.weights.forEach((weight, i) => {
      worst = Math.max(worst, Math.abs(weight - expected.weights[i]!));
    });
    expect(worst).toBeLessThan(1e-9);
    expect(result.iterations).toBe(expected.iterations);
    expect(result.converged).toBe(expected.converged);
    close(result.maxDifference, expected.maxDifference, 1e-10);
    close(result.rmsDifference, expected.rmsDifference, 1e-10);
    expect(result.margins.map((margin) => margin.targets.length)).toEqual(
      expected.margins.map((m) => m.length),
    );
    result.margins.forEach((margin, m) => {
      margin.targets.forEach((target, a) => {
        const want = expected.margins[m]![a]!;
        close(target.target, want.target);
        close(target.achieved, want.achieved);
        close(target.unweighted, want.unweighted);
        expect(target.rows).toBe(want.rows);
      });
    });
    for (const key of ['minWeight', 'maxWeight', 'meanWeight', 'efficiency', 'effectiveN'] as const)
      close(result[key], expected[key]);
    expect(result.weightedRows).toBe(expected.weightedRows);
    expect(result.unweightedRows).toBe(expected.unweightedRows);
    expect(result.missingRows).toBe(expected.missingRows);
    expect({ below: result.flagged.below, above: result.flagged.above }).toEqual(expected.flagged);
    expect(result.caps === null ? null : { met: result.caps.met, outside: result.caps.outside }).toEqual(
      expected.caps,
    );
  });
});
