import type { EnvelopeConfig } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { checkEdit, type EditState, type EnvelopePatch } from './edits.ts';

const NOW = 1_000_000;
const config: EnvelopeConfig = {
  name: 'Thanks',
  surveyCode: 'abc123',
  budgetFen: 10_000,
  amount: { mode: 'random', minFen: 50, maxFen: 500 },
  probability: 50,
  perRespondentLimit: 1,
  perDeviceLimit: 1,
  startAt: NOW - 1000,
  endAt: NOW + 1000,
  review: 'auto',
};
const running: EditState = { status: 'running', config, grantedMaxFen: 300 };
const refused = (state: EditState, patch: EnvelopePatch) => {
  const d = checkEdit(state, patch, NOW);
  return d.ok ? [] : d.issues.map((i) => `${i.code} ${i.path.join('.')}`);
};

describe('edits', () => {
  it('lets a draft change anything within the config rules', () => {
    const draft: EditState = { status: 'draft', config, grantedMaxFen: 0 };
    const d = checkEdit(
      draft,
      { amount: { mode: 'fixed', amountFen: 100 }, budgetFen: 100, review: 'none' },
      NOW,
    );
    expect(d).toEqual({
      ok: true,
      config: { ...config, amount: { mode: 'fixed', amountFen: 100 }, budgetFen: 100, review: 'none' },
      topUpFen: 0,
    });
    expect(refused(draft, { probability: 0 })).toEqual(['A2061 probability']);
  });

  it('refuses any edit of a paying or ended campaign (A2065)', () => {
    expect(refused({ ...running, status: 'paying' }, { name: 'x' })).toEqual(['A2065 ']);
    expect(refused({ ...running, status: 'ended' }, { name: 'x' })).toEqual(['A2065 ']);
  });

  it('turns a raised budget into a top-up of the difference; refuses a lowered one', () => {
    const d = checkEdit(running, { budgetFen: 15_000 }, NOW);
    expect(d.ok && d.topUpFen).toBe(5_000);
    expect(refused(running, { budgetFen: 9_999 })).toEqual(['A2066 budgetFen']);
    expect(refused({ ...running, status: 'paused' }, { budgetFen: 9_999 })).toEqual(['A2066 budgetFen']);
  });

  it('changes probability, limits and name freely within the rules', () => {
    const d = checkEdit(
      running,
      { probability: 100, perRespondentLimit: 3, perDeviceLimit: 2, name: 'More' },
      NOW,
    );
    expect(d.ok && d.config).toMatchObject({ probability: 100, perRespondentLimit: 3, name: 'More' });
    expect(d.ok && d.topUpFen).toBe(0);
    expect(refused(running, { probability: 101 })).toEqual(['A2061 probability']);
  });

  it('extends or opens the end, never to a time already past', () => {
    expect(checkEdit(running, { endAt: NOW + 5000 }, NOW).ok).toBe(true);
    expect(checkEdit(running, { endAt: null }, NOW).ok).toBe(true);
    expect(checkEdit(running, { endAt: NOW + 1 }, NOW).ok).toBe(true);
    expect(refused(running, { endAt: NOW })).toEqual(['A2066 endAt']);
    expect(refused(running, { endAt: NOW - 2000 })).toEqual(['A2066 endAt', 'A2064 endAt']);
  });

  it('moves the start only while it is still ahead', () => {
    expect(refused(running, { startAt: NOW - 5000 })).toEqual(['A2066 startAt']);
    const later: EditState = { ...running, config: { ...config, startAt: NOW + 100 } };
    expect(checkEdit(later, { startAt: NOW + 500 }, NOW).ok).toBe(true);
    expect(refused(later, { startAt: NOW - 1 })).toEqual(['A2066 startAt']);
  });

  it('keeps the mode and review mode, and amounts not below an envelope granted', () => {
    expect(refused(running, { amount: { mode: 'fixed', amountFen: 500 } })).toEqual(['A2066 amount.mode']);
    expect(refused(running, { review: 'none' })).toEqual(['A2066 review']);
    expect(refused(running, { amount: { mode: 'random', minFen: 50, maxFen: 299 } })).toEqual([
      'A2066 amount.maxFen',
    ]);
    expect(checkEdit(running, { amount: { mode: 'random', minFen: 30, maxFen: 300 } }, NOW).ok).toBe(true);
    const fixed: EditState = {
      status: 'running',
      config: { ...config, amount: { mode: 'fixed', amountFen: 200 } },
      grantedMaxFen: 200,
    };
    expect(refused(fixed, { amount: { mode: 'fixed', amountFen: 150 } })).toEqual(['A2066 amount.amountFen']);
    expect(checkEdit(fixed, { amount: { mode: 'fixed', amountFen: 250 } }, NOW).ok).toBe(true);
    expect(
      checkEdit({ ...fixed, grantedMaxFen: 0 }, { amount: { mode: 'fixed', amountFen: 150 } }, NOW).ok,
    ).toBe(true);
  });
});
