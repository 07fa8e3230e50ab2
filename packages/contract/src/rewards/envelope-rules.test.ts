import { describe, expect, it } from 'vitest';
import { ZEnvelopeConfig } from './envelope-records.ts';
import { envelopeConfigIssues } from './envelope-rules.ts';
import { type EnvelopeConfig, ZEnvelopeConfigShape } from './envelope-schemas.ts';

const base: EnvelopeConfig = ZEnvelopeConfigShape.parse({
  name: 'Thanks',
  surveyCode: 'abc123',
  budgetFen: 10_000,
  amount: { mode: 'fixed', amountFen: 100 },
  probability: 50,
  perRespondentLimit: 1,
  perDeviceLimit: 1,
});
const codes = (c: Partial<EnvelopeConfig>) =>
  envelopeConfigIssues({ ...base, ...c }).map((i) => `${i.code} ${i.path.join('.')}`);

describe('envelope config rules', () => {
  it('accepts the bounds themselves', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ amount: { mode: 'fixed', amountFen: 20_000 }, budgetFen: 20_000 })).toEqual([]);
    expect(codes({ amount: { mode: 'random', minFen: 30, maxFen: 20_000 }, budgetFen: 30 })).toEqual([]);
    expect(codes({ amount: { mode: 'random', minFen: 50, maxFen: 50 }, probability: 100 })).toEqual([]);
    expect(codes({ probability: 1, startAt: 1, endAt: 2 })).toEqual([]);
  });

  it('refuses fixed amounts outside ¥1–¥200', () => {
    expect(codes({ amount: { mode: 'fixed', amountFen: 99 } })).toEqual(['A2060 amount.amountFen']);
    expect(codes({ amount: { mode: 'fixed', amountFen: 20_001 }, budgetFen: 30_000 })).toEqual([
      'A2060 amount.amountFen',
    ]);
  });

  it('refuses random amounts below ¥0.30, above ¥200 or with min above max', () => {
    expect(codes({ amount: { mode: 'random', minFen: 29, maxFen: 100 } })).toEqual(['A2060 amount.minFen']);
    expect(codes({ amount: { mode: 'random', minFen: 30, maxFen: 20_001 } })).toEqual([
      'A2060 amount.maxFen',
    ]);
    expect(codes({ amount: { mode: 'random', minFen: 200, maxFen: 100 } })).toEqual(['A2060 amount.maxFen']);
  });

  it('refuses a probability outside 1–100 %', () => {
    expect(codes({ probability: 0 })).toEqual(['A2061 probability']);
    expect(codes({ probability: 101 })).toEqual(['A2061 probability']);
  });

  it('refuses a budget below one envelope (the smallest the mode can grant)', () => {
    expect(codes({ budgetFen: 99 })).toEqual(['A2062 budgetFen']);
    expect(codes({ amount: { mode: 'random', minFen: 30, maxFen: 500 }, budgetFen: 29 })).toEqual([
      'A2062 budgetFen',
    ]);
  });

  it('refuses limits below 1 and a window that does not move forward', () => {
    expect(codes({ perRespondentLimit: 0, perDeviceLimit: 0 })).toEqual([
      'A2063 perRespondentLimit',
      'A2063 perDeviceLimit',
    ]);
    expect(codes({ startAt: 5, endAt: 5 })).toEqual(['A2064 endAt']);
    expect(codes({ startAt: null, endAt: 5 })).toEqual([]);
  });

  it('is what the contract schema refines with: the code leads each zod issue', () => {
    const parsed = ZEnvelopeConfig.safeParse({ ...base, probability: 0, budgetFen: 10 });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => `${i.path.join('.')} ${i.message.slice(0, 5)}`);
    expect(messages).toEqual(['probability A2061', 'budgetFen A2062']);
    expect(ZEnvelopeConfig.safeParse(base).success).toBe(true);
  });
});
