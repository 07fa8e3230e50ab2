import { ValueCodes } from '@cairn/stats';
import { describe, expect, it } from 'vitest';
import { fullSpan } from './chart-selection.ts';
import { numberFigures } from './chart-tally.ts';

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a number tally from its one-byte codes', () => {
  const next = random(5);
  const length = 3001;
  const scores = Float64Array.from({ length }, () => (next() < 0.15 ? Number.NaN : Math.floor(next() * 11)));
  // A value a value-histogram key cannot hold: the codes are not used (the general pass counts).
  const odd = Float64Array.from(scores, (x, i) => (i === 7 ? 2.3 : x));
  const codesOf = (values: Float64Array) => {
    const codes = new ValueCodes();
    codes.pushAll(values);
    return codes.view()!;
  };
  const masks: [string, Uint8Array][] = [
    ['every row', new Uint8Array(length).fill(1)],
    ['a mask', Uint8Array.from({ length }, () => +(next() < 0.7))],
    ['a short list of rows', Uint8Array.from({ length }, () => +(next() < 0.05))],
  ];
  const weights = Float64Array.from({ length }, () => 0.5 + next());

  for (const [name, mask] of masks)
    for (const weighted of [false, true])
      it(`gives the floats' figures over ${name}${weighted ? ', weighted' : ''}`, () => {
        const w = weighted ? weights : null;
        for (const values of [scores, odd]) {
          const span = fullSpan(mask);
          const fromCodes = numberFigures(values, codesOf(values), span, w);
          expect(fromCodes).toEqual(numberFigures(values, null, span, w));
          expect(fromCodes.sums.n).toBeGreaterThan(0);
        }
      });
});
