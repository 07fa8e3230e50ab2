import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueHistogram } from './value-histogram.ts';

/** The histogram by a plain map: what valueHistogram must give whenever it gives anything. */
function reference(values: readonly number[], weights: readonly number[] | null) {
  const byValue = new Map<number, { rows: number; count: number }>();
  values.forEach((value, i) => {
    if (Number.isNaN(value)) return;
    const key = value === 0 ? 0 : value;
    const entry = byValue.get(key) ?? { rows: 0, count: 0 };
    entry.rows++;
    entry.count += weights === null ? 1 : weights[i]!;
    byValue.set(key, entry);
  });
  const sorted = [...byValue].sort((a, b) => a[0] - b[0]);
  return {
    values: sorted.map(([value]) => value),
    rows: sorted.map(([, entry]) => entry.rows),
    counts: sorted.map(([, entry]) => entry.count),
    n: sorted.reduce((sum, [, entry]) => sum + entry.rows, 0),
  };
}

/** Whether the upper 16 bits of the value's IEEE-754 form hold all of it. */
function keyable(value: number): boolean {
  const words = new Uint32Array(Float64Array.of(value).buffer);
  return Number.isNaN(value) || (words[0] === 0 && (words[1]! & 0xffff) === 0);
}

const cell = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constantFrom(Number.NaN, -0, 0.5, -2.25, 1e6, 33, 100, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

describe('valueHistogram', () => {
  it('equals the plain count whenever every selected value fits its key, and is null otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(cell, { maxLength: 60 }),
        fc.boolean(),
        fc.boolean(),
        (values, weighted, selected) => {
          const weights = values.map((_, i) => (i % 3) + 0.5);
          const rows = selected ? Int32Array.from(values.flatMap((_, i) => (i % 2 ? [i] : []))) : null;
          const kept = rows ? Array.from(rows, (i) => values[i]!) : values;
          const keptWeights = rows ? Array.from(rows, (i) => weights[i]!) : weights;
          const got = valueHistogram(
            Float64Array.from(values),
            rows,
            weighted ? Float64Array.from(weights) : null,
          );
          if (kept.every(keyable)) expect(got).toEqual(reference(kept, weighted ? keptWeights : null));
          else expect(got).toBeNull();
        },
      ),
    );
  });

  it('skips NaN of any sign and payload that fits the key, and leaves its tables clear', () => {
    const values = new Float64Array(6);
    const words = new Uint32Array(values.buffer);
    values.set([1, 2, 2, 31]);
    words[9] = 0xfff80000; // a negative quiet NaN, as x86 arithmetic makes them
    words[11] = 0x7ff40000; // a signalling NaN
    expect(valueHistogram(values, null, null)).toEqual({
      values: [1, 2, 31],
      rows: [1, 2, 1],
      counts: [1, 2, 1],
      n: 4,
    });
    expect(valueHistogram(Float64Array.of(33), null, null)).toBeNull();
    expect(valueHistogram(Float64Array.of(3), null, null)).toEqual({
      values: [3],
      rows: [1],
      counts: [1],
      n: 1,
    });
  });
});
