import { describe, expect, it } from 'vitest';
import { multipleFrequency } from './multiple.ts';

const E = 255; // unanswered
// Six rows: row 2 did not answer; row 5 answered and chose nothing (still in the base).
const flags = [
  { key: 'A', label: 'Apple', values: Uint8Array.from([1, 0, E, 0, 1, 0]) },
  { key: 'B', values: Uint8Array.from([1, 1, E, 0, 1, 0]) },
  { key: 'C', values: Uint8Array.from([0, 0, E, 1, 1, 0]) },
];

describe('multipleFrequency', () => {
  it('counts choices with percent of cases and of mentions', () => {
    // Base 5; A 2, B 3, C 2 → mentions 7; cases 40/60/40 %; mentions 2/7, 3/7, 2/7.
    const result = multipleFrequency(flags, 6);
    expect(result.base).toBe(5);
    expect(result.mentions).toBe(7);
    expect(result.items.map((item) => [item.key, item.label, item.count, item.percentOfCases])).toEqual([
      ['A', 'Apple', 2, 40],
      ['B', null, 3, 60],
      ['C', null, 2, 40],
    ]);
    expect(result.items[0]!.percentOfMentions).toBeCloseTo(28.571428571, 8);
    expect(result.items[1]!.percentOfMentions).toBeCloseTo(42.857142857, 8);
  });

  it('weights base, counts and mentions', () => {
    // Answered rows weigh 1,2,1,0.5,1 → base 5.5; A = 1+0.5, B = 1+2+0.5, C = 1+0.5; mentions 6.5.
    const weights = Float64Array.from([1, 2, 9, 1, 0.5, 1]);
    const result = multipleFrequency(flags, 6, { weights });
    expect(result.base).toBe(5.5);
    expect(result.unweightedBase).toBe(5);
    expect(result.mentions).toBe(6.5);
    expect(result.items.map((item) => item.count)).toEqual([1.5, 3.5, 1.5]);
    expect(result.items[0]!.percentOfCases).toBeCloseTo(27.272727273, 8);
    expect(result.items[1]!.percentOfCases).toBeCloseTo(63.636363636, 8);
    expect(result.items[0]!.percentOfMentions).toBeCloseTo(23.076923077, 8);
  });

  it('counts only the rows in the mask', () => {
    // Rows 0, 1, 5 answered and kept: base 3; A 1, B 2, C 0; mentions 3.
    const result = multipleFrequency(flags, 6, { mask: Uint8Array.from([1, 1, 1, 0, 0, 1]) });
    expect(result.base).toBe(3);
    expect(result.mentions).toBe(3);
    expect(result.items.map((item) => item.count)).toEqual([1, 2, 0]);
    expect(result.items[1]!.percentOfCases).toBeCloseTo(200 / 3, 10);
    expect(result.items[2]!.percentOfMentions).toBe(0);
  });

  it('gives null percents when nobody answered', () => {
    const result = multipleFrequency([{ key: 'A', values: Uint8Array.from([E, E]) }], 2);
    expect(result).toEqual({
      base: 0,
      unweightedBase: 0,
      mentions: 0,
      items: [{ key: 'A', label: null, count: 0, percentOfCases: null, percentOfMentions: null }],
    });
  });
});
