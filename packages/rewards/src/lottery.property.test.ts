import { type Prize, prizeStock } from '@cairn/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawAfterClose } from './lottery.ts';

const prize: fc.Arbitrary<Prize> = fc.oneof(
  fc.record({
    kind: fc.constant('cash' as const),
    name: fc.constant('Cash'),
    amountFen: fc.constant(100),
    stock: fc.integer({ min: 0, max: 6 }),
    winners: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('coupon' as const),
    name: fc.constant('Coupon'),
    codes: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 }),
    winners: fc.integer({ min: 0, max: 8 }),
  }),
);

describe('after-close draw properties', () => {
  it('is reproducible from the seed and the set of ids, and stays within stock and the eligible', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 60 }),
        fc.array(prize, { minLength: 1, maxLength: 8 }),
        fc.string(),
        fc.integer(),
        (ids, prizes, seed, shuffleSeed) => {
          const winners = drawAfterClose(ids, prizes, seed);
          const shuffled = fc.sample(fc.shuffledSubarray(ids, { minLength: ids.length }), {
            seed: shuffleSeed,
            numRuns: 1,
          })[0];
          expect(drawAfterClose(shuffled ?? ids, prizes, seed)).toEqual(winners);
          expect(new Set(winners.map((w) => w.id)).size).toBe(winners.length);
          for (const w of winners) expect(ids).toContain(w.id);
          prizes.forEach((p, i) => {
            const count = winners.filter((w) => w.prizeIndex === i).length;
            expect(count).toBeLessThanOrEqual(Math.min(p.winners ?? 0, prizeStock(p)));
          });
          const wanted = prizes.reduce((s, p) => s + Math.min(p.winners ?? 0, prizeStock(p)), 0);
          expect(winners.length).toBe(Math.min(wanted, ids.length));
        },
      ),
      { numRuns: 500 },
    );
  });
});
