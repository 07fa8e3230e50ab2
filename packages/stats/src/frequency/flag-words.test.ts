import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAG_EMPTY } from '../dataset/types.ts';
import { flagTallies } from './flag-words.ts';

/** Row by row: a flag counts when it is exactly 1, a row answers when any flag is not empty. */
function naive(columns: readonly number[][], length: number, mask: readonly number[] | null) {
  const counts = columns.map(() => 0);
  let respondents = 0;
  for (let i = 0; i < length; i++) {
    if (mask && mask[i] === 0) continue;
    columns.forEach((column, j) => {
      counts[j]! += column[i] === 1 ? 1 : 0;
    });
    respondents += columns.some((column) => column[i] !== FLAG_EMPTY) ? 1 : 0;
  }
  return { counts, respondents };
}

describe('flagTallies', () => {
  it('counts four rows a step exactly as row by row, whatever the bytes, mask and length', () => {
    const byte = fc.constantFrom(0, 1, 2, 3, 0x81, 254, FLAG_EMPTY);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }).chain((length) =>
          fc.record({
            length: fc.constant(length),
            columns: fc.array(fc.array(byte, { minLength: length, maxLength: length }), {
              minLength: 1,
              maxLength: 4,
            }),
            mask: fc.option(fc.array(fc.constantFrom(0, 1, 2), { minLength: length, maxLength: length }), {
              nil: null,
            }),
          }),
        ),
        ({ length, columns, mask }) => {
          const got = flagTallies(
            columns.map((column) => Uint8Array.from(column)),
            length,
            mask ? Uint8Array.from(mask) : null,
          );
          expect(got && { counts: Array.from(got.counts), respondents: got.respondents }).toEqual(
            naive(columns, length, mask),
          );
        },
      ),
    );
  });

  it('counts flags of 0, 1, 254 and 255 (the cheaper tests) exactly as row by row, over several blocks', () => {
    const byte = fc.constantFrom<number>(0, 1, 254, FLAG_EMPTY, FLAG_EMPTY);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2100 }).chain((length) =>
          fc.record({
            length: fc.constant(length),
            columns: fc.array(fc.array(byte, { minLength: length, maxLength: length }), {
              minLength: 1,
              maxLength: 3,
            }),
            mask: fc.option(fc.array(fc.constantFrom(0, 1, 2), { minLength: length, maxLength: length }), {
              nil: null,
            }),
            // One byte outside 0, 1, 255 somewhere: the general tests take over.
            stray: fc.option(fc.nat(), { nil: null }),
          }),
        ),
        ({ length, columns, mask, stray }) => {
          if (stray !== null && length > 0) columns[0]![stray % length] = 7;
          const got = flagTallies(
            columns.map((column) => Uint8Array.from(column)),
            length,
            mask ? Uint8Array.from(mask) : null,
          );
          expect(got && { counts: Array.from(got.counts), respondents: got.respondents }).toEqual(
            naive(columns, length, mask),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts a flag chosen in every row of many blocks (no byte counter carries)', () => {
    const length = 4 * 1021 + 3;
    const got = flagTallies([new Uint8Array(length).fill(1), new Uint8Array(length)], length, null);
    expect(got && Array.from(got.counts)).toEqual([length, 0]);
    expect(got?.respondents).toBe(length);
  });

  it('declines a column that does not start on a 4-byte boundary', () => {
    const shifted = new Uint8Array(9).subarray(1);
    expect(flagTallies([shifted], 8, null)).toBeNull();
  });
});
