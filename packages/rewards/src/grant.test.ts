import { describe, expect, it } from 'vitest';
import { decideGrant, type GrantCampaign, type GrantInput } from './grant.ts';

const fixed: GrantCampaign = {
  status: 'running',
  amount: { mode: 'fixed', amountFen: 100 },
  probability: 50,
  perRespondentLimit: 1,
  perDeviceLimit: 2,
  startAt: 1000,
  endAt: 2000,
};
/** A generator that answers the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error('the generator was read more often than expected');
    return values[i++] as number;
  };
};
const input = (over: Partial<GrantInput> = {}): GrantInput => ({
  campaign: fixed,
  now: 1500,
  respondentGrants: 0,
  deviceGrants: 0,
  remainingFen: 10_000,
  rng: sequence(0.2),
  ...over,
});

describe('grant decision', () => {
  it('grants the fixed amount when the draw falls under the probability', () => {
    expect(decideGrant(input())).toEqual({ win: true, amountFen: 100 });
    expect(decideGrant(input({ rng: sequence(0.49) }))).toEqual({ win: true, amountFen: 100 });
    expect(decideGrant(input({ rng: sequence(0.5) }))).toEqual({ win: false, reason: 'lost-draw' });
    const always = { ...fixed, probability: 100 };
    expect(decideGrant(input({ campaign: always, rng: sequence(0.999999) }))).toEqual({
      win: true,
      amountFen: 100,
    });
  });

  it('says why not, without drawing, outside the running window', () => {
    const noDraw = sequence();
    expect(decideGrant(input({ campaign: { ...fixed, status: 'paused' }, rng: noDraw }))).toEqual({
      win: false,
      reason: 'paused',
    });
    expect(decideGrant(input({ campaign: { ...fixed, status: 'ended' }, rng: noDraw }))).toEqual({
      win: false,
      reason: 'not-running',
    });
    expect(decideGrant(input({ campaign: { ...fixed, status: 'paying' }, rng: noDraw }))).toEqual({
      win: false,
      reason: 'not-running',
    });
    expect(decideGrant(input({ now: 999, rng: noDraw }))).toEqual({ win: false, reason: 'not-started' });
    expect(decideGrant(input({ now: 2000, rng: noDraw }))).toEqual({ win: false, reason: 'window-ended' });
    expect(decideGrant(input({ now: 1000 }))).toEqual({ win: true, amountFen: 100 });
  });

  it('applies the per-respondent and per-device limits', () => {
    expect(decideGrant(input({ respondentGrants: 1, rng: sequence() }))).toEqual({
      win: false,
      reason: 'respondent-limit',
    });
    expect(decideGrant(input({ deviceGrants: 2, rng: sequence() }))).toEqual({
      win: false,
      reason: 'device-limit',
    });
    expect(decideGrant(input({ deviceGrants: 1 }))).toEqual({ win: true, amountFen: 100 });
  });

  it('grants nothing once the remaining budget is below the smallest envelope', () => {
    expect(decideGrant(input({ remainingFen: 99, rng: sequence() }))).toEqual({
      win: false,
      reason: 'budget-exhausted',
    });
    expect(decideGrant(input({ remainingFen: 100 }))).toEqual({ win: true, amountFen: 100 });
  });

  it('draws a random amount uniformly in fen, capped by the remaining budget', () => {
    const random: GrantCampaign = { ...fixed, amount: { mode: 'random', minFen: 30, maxFen: 130 } };
    expect(decideGrant(input({ campaign: random, rng: sequence(0.1, 0) }))).toEqual({
      win: true,
      amountFen: 30,
    });
    expect(decideGrant(input({ campaign: random, rng: sequence(0.1, 0.999999) }))).toEqual({
      win: true,
      amountFen: 130,
    });
    expect(decideGrant(input({ campaign: random, rng: sequence(0.1, 0.5) }))).toEqual({
      win: true,
      amountFen: 80,
    });
    // 40 fen left: the amount is drawn over 30–40 only.
    expect(decideGrant(input({ campaign: random, remainingFen: 40, rng: sequence(0.1, 0.999999) }))).toEqual({
      win: true,
      amountFen: 40,
    });
    expect(decideGrant(input({ campaign: random, remainingFen: 29, rng: sequence() }))).toEqual({
      win: false,
      reason: 'budget-exhausted',
    });
  });
});
