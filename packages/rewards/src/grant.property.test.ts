import {
  type EnvelopeAmount,
  envelopeConfigIssues,
  largestEnvelopeFen,
  smallestEnvelopeFen,
} from '@cairn/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideGrant, type GrantCampaign } from './grant.ts';
import type { Rng } from './random.ts';

/** Amounts the config rules accept. */
const amount: fc.Arbitrary<EnvelopeAmount> = fc.oneof(
  fc.integer({ min: 100, max: 20_000 }).map((amountFen) => ({ mode: 'fixed' as const, amountFen })),
  fc
    .tuple(fc.integer({ min: 30, max: 20_000 }), fc.integer({ min: 30, max: 20_000 }))
    .map(([a, b]) => ({ mode: 'random' as const, minFen: Math.min(a, b), maxFen: Math.max(a, b) })),
);
const campaign = (probability: fc.Arbitrary<number>): fc.Arbitrary<GrantCampaign> =>
  fc.record({
    status: fc.constant('running' as const),
    amount,
    probability,
    perRespondentLimit: fc.constant(1),
    perDeviceLimit: fc.constant(1),
    startAt: fc.constant(null),
    endAt: fc.constant(null),
  });
/** Draws in [0, 1), the edges included, replayed in a cycle. */
const draws = fc.array(
  fc.oneof(
    fc.constantFrom(0, 0.5, 1 - 2 ** -53),
    fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  ),
  {
    minLength: 1,
    maxLength: 50,
  },
);
const cycle = (values: readonly number[]): Rng => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('grant decision properties', () => {
  it('never grants more than the remaining budget or the largest envelope, nor less than the smallest', () => {
    fc.assert(
      fc.property(
        campaign(fc.integer({ min: 1, max: 100 })),
        fc.integer({ min: 0, max: 50_000 }),
        draws,
        (c, remainingFen, d) => {
          const decision = decideGrant({
            campaign: c,
            now: 0,
            respondentGrants: 0,
            deviceGrants: 0,
            remainingFen,
            rng: cycle(d),
          });
          if (!decision.win) return;
          expect(Number.isInteger(decision.amountFen)).toBe(true);
          expect(decision.amountFen).toBeLessThanOrEqual(remainingFen);
          expect(decision.amountFen).toBeLessThanOrEqual(largestEnvelopeFen(c.amount));
          expect(decision.amountFen).toBeGreaterThanOrEqual(smallestEnvelopeFen(c.amount));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a run of grants never overspends the budget, and spends it down to less than one envelope', () => {
    fc.assert(
      fc.property(
        campaign(fc.constant(100)),
        fc.integer({ min: 1, max: 60_000 }),
        draws,
        (c, budgetFen, d) => {
          fc.pre(
            envelopeConfigIssues({ ...c, name: 'p', surveyCode: 'p', budgetFen, review: 'none' }).length ===
              0,
          );
          const rng = cycle(d);
          let spent = 0;
          // Each respondent new (limits 1): only the budget stops the grants at probability 100 %.
          for (let respondent = 0; respondent < 10_000; respondent++) {
            const decision = decideGrant({
              campaign: c,
              now: 0,
              respondentGrants: 0,
              deviceGrants: 0,
              remainingFen: budgetFen - spent,
              rng,
            });
            if (!decision.win) {
              expect(decision.reason).toBe('budget-exhausted');
              break;
            }
            spent += decision.amountFen;
            expect(spent).toBeLessThanOrEqual(budgetFen);
          }
          expect(budgetFen - spent).toBeLessThan(smallestEnvelopeFen(c.amount));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps random amounts within [min, max] whatever the generator answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (minFen, spread, r) => {
          const maxFen = Math.min(20_000, minFen + spread);
          const c: GrantCampaign = {
            status: 'running',
            amount: { mode: 'random', minFen, maxFen },
            probability: 100,
            perRespondentLimit: 1,
            perDeviceLimit: 1,
            startAt: null,
            endAt: null,
          };
          const decision = decideGrant({
            campaign: c,
            now: 0,
            respondentGrants: 0,
            deviceGrants: 0,
            remainingFen: 1e9,
            rng: () => r,
          });
          expect(decision.win).toBe(true);
          if (decision.win) {
            expect(decision.amountFen).toBeGreaterThanOrEqual(minFen);
            expect(decision.amountFen).toBeLessThanOrEqual(maxFen);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
