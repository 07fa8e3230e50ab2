import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValueCodes } from '../dataset/value-codes.ts';
import { codedHistogram } from './coded-histogram.ts';
import { codedRespondents } from './coded-respondents.ts';
import { rowsOf } from './common.ts';

/** The histogram of the selected rows by a plain map, each value's weights summed in row order. */
function reference(
  values: readonly number[],
  selected: readonly number[],
  weights: readonly number[] | null,
) {
  const byValue = new Map<number, { rows: number; count: number }>();
  for (const i of selected) {
    if (Number.isNaN(values[i])) continue;
    const entry = byValue.get(values[i]!) ?? { rows: 0, count: 0 };
    entry.rows++;
    entry.count += weights === null ? 1 : weights[i]!;
    byValue.set(values[i]!, entry);
  }
  const sorted = [...byValue].sort((a, b) => a[0] - b[0]);
  return {
    values: sorted.map(([value]) => value),
    rows: sorted.map(([, entry]) => entry.rows),
    counts: sorted.map(([, entry]) => entry.count),
    n: sorted.reduce((sum, [, entry]) => sum + entry.rows, 0),
  };
}

function coded(values: readonly number[], offset: number) {
  const codes = new ValueCodes();
  for (let i = 0; i < offset; i++) codes.push(1);
  for (const value of values) codes.push(value);
  const view = codes.view()!;
  // An offset not a multiple of four: the codes do not start on a word, and are read byte by byte.
  return { codes: view.codes.subarray(offset), values: view.values };
}

const value = fc.oneof(fc.integer({ min: -3, max: 6 }), fc.constantFrom(Number.NaN, 2.5, 41, 1e6));
const data = fc.integer({ min: 0, max: 45 }).chain((n) =>
  fc.record({
    values: fc.array(value, { minLength: n, maxLength: n }),
    others: fc.array(value, { minLength: n, maxLength: n }),
    weights: fc.array(fc.constantFrom(1, 0.1, 0.2, 0.3, 0.7, 2.5), { minLength: n, maxLength: n }),
    mask: fc.array(fc.constantFrom(0, 1), { minLength: n, maxLength: n }),
    selection: fc.constantFrom('all', 'mask', 'rows', 'both'),
    weighted: fc.boolean(),
    offset: fc.constantFrom(0, 0, 1),
  }),
);

type Data = typeof data extends fc.Arbitrary<infer T> ? T : never;

function inputOf(d: Data) {
  const mask = Uint8Array.from(d.mask);
  return {
    ...(d.selection === 'mask' || d.selection === 'both' ? { mask } : {}),
    ...(d.selection === 'rows' || d.selection === 'both' ? { rows: rowsOf(mask) } : {}),
    weights: d.weighted ? Float64Array.from(d.weights) : null,
  };
}

const selectedRows = (d: Data) =>
  d.values.flatMap((_, i) => (d.selection === 'all' || d.mask[i] === 1 ? [i] : []));

describe('codedHistogram', () => {
  it('counts the selected rows by value as a plain map does, weights summed in row order', () => {
    fc.assert(
      fc.property(data, (d) => {
        const { keyed, ...got } = codedHistogram(coded(d.values, d.offset), inputOf(d));
        expect(got).toEqual(reference(d.values, selectedRows(d), d.weighted ? d.weights : null));
        expect(keyed).toBe(!got.values.some((v) => v === 41 || v === 1e6));
      }),
      { numRuns: 500 },
    );
  });
});

describe('codedRespondents', () => {
  it('counts the selected rows with a value in any column, weights summed in row order', () => {
    fc.assert(
      fc.property(data, (d) => {
        const answered = selectedRows(d).filter(
          (i) => !Number.isNaN(d.values[i]) || !Number.isNaN(d.others[i]),
        );
        let base = 0;
        for (const i of answered) base += d.weighted ? d.weights[i]! : 1;
        const columns = [coded(d.values, d.offset), coded(d.others, d.offset)];
        expect(codedRespondents(columns, d.values.length, inputOf(d))).toEqual({
          respondents: answered.length,
          base,
        });
      }),
      { numRuns: 500 },
    );
  });
});
