import { describe, expect, it } from 'vitest';
import { lotteryCashBudgetFen, lotteryConfigIssues } from './lottery-rules.ts';
import { type LotteryConfig, type Prize, ZLotteryConfig } from './lottery-schemas.ts';

const cash = (p: Partial<Extract<Prize, { kind: 'cash' }>> = {}): Prize => ({
  kind: 'cash',
  name: 'Cash',
  amountFen: 500,
  stock: 3,
  ...p,
});
const coupon = (codes: string[], p: Partial<Prize> = {}): Prize =>
  ({ kind: 'coupon', name: 'Coupon', codes, ...p }) as Prize;
const physical = (p: Partial<Extract<Prize, { kind: 'physical' }>> = {}): Prize => ({
  kind: 'physical',
  name: 'Mug',
  stock: 2,
  claimFields: [{ key: 'name' }, { key: 'phone' }, { key: 'address' }],
  ...p,
});
const lottery = (mode: LotteryConfig['mode'], prizes: Prize[]): LotteryConfig => ({
  name: 'Draw',
  surveyCode: 'abc123',
  mode,
  prizes,
  startAt: null,
  endAt: null,
});
const codes = (config: LotteryConfig) =>
  lotteryConfigIssues(config).map((i) => `${i.code} ${i.path.join('.')}`);

describe('lottery config rules', () => {
  it('accepts each mode with what it needs', () => {
    expect(
      codes(lottery('instant', [cash({ probabilityBp: 100 }), coupon(['A', 'B'], { probabilityBp: 9900 })])),
    ).toEqual([]);
    expect(
      codes(lottery('order', [cash({ positions: [10, 20, 30] }), physical({ positions: [5] })])),
    ).toEqual([]);
    expect(codes(lottery('after-close', [physical({ winners: 2 }), coupon(['X'], { winners: 1 })]))).toEqual(
      [],
    );
  });

  it('holds 1 to 8 prizes', () => {
    expect(codes(lottery('instant', []))).toEqual(['A2067 prizes']);
    const nine = Array.from({ length: 9 }, () => cash({ probabilityBp: 1 }));
    expect(codes(lottery('instant', nine))).toEqual(['A2067 prizes']);
    expect(codes(lottery('instant', nine.slice(0, 8)))).toEqual([]);
  });

  it('checks each kind: cash range and stock, unique non-blank coupon codes, a claim form', () => {
    const config = lottery('after-close', [
      cash({ amountFen: 29, stock: 0, winners: 1 }),
      coupon(['A', 'A', ' '], { winners: 1 }),
      physical({ claimFields: [], winners: 1 }),
      physical({ claimFields: [{ key: 'name' }, { key: 'name' }, { key: 'custom' }], winners: 1 }),
    ]);
    expect(codes(config)).toEqual([
      'A2068 prizes.0.amountFen',
      'A2068 prizes.0.stock',
      'A2068 prizes.1.codes',
      'A2068 prizes.1.codes',
      'A2068 prizes.2.claimFields',
      'A2068 prizes.3.claimFields',
      'A2068 prizes.3.claimFields.2.label',
      'A2071 prizes.0.winners',
    ]);
  });

  it('instant: each chance 0.01–100 %, together at most 100 %', () => {
    expect(codes(lottery('instant', [cash({ probabilityBp: 6000 }), cash({ probabilityBp: 4000 })]))).toEqual(
      [],
    );
    expect(codes(lottery('instant', [cash({ probabilityBp: 6000 }), cash({ probabilityBp: 4001 })]))).toEqual(
      ['A2069 prizes'],
    );
    expect(codes(lottery('instant', [cash()]))).toEqual(['A2069 prizes.0.probabilityBp']);
  });

  it('order: positions unique across prizes, at least 1, no more than the stock', () => {
    expect(codes(lottery('order', [cash({ positions: [1, 2] }), cash({ positions: [2] })]))).toEqual([
      'A2070 prizes.1.positions',
    ]);
    expect(codes(lottery('order', [cash({ positions: [0] })]))).toEqual(['A2070 prizes.0.positions']);
    expect(codes(lottery('order', [coupon(['A'], { positions: [1, 2] })]))).toEqual([
      'A2070 prizes.0.positions',
    ]);
    expect(codes(lottery('order', [cash()]))).toEqual(['A2070 prizes.0.positions']);
  });

  it('after-close: winners 1 to the stock', () => {
    expect(codes(lottery('after-close', [cash({ winners: 4 })]))).toEqual(['A2071 prizes.0.winners']);
    expect(codes(lottery('after-close', [cash({ winners: 0 })]))).toEqual(['A2071 prizes.0.winners']);
  });

  it('is what the schema refines with, and sums the cash prizes for the order', () => {
    const ok = lottery('after-close', [cash({ winners: 1 }), physical({ winners: 1 })]);
    expect(ZLotteryConfig.safeParse(ok).success).toBe(true);
    const bad = ZLotteryConfig.safeParse(lottery('after-close', [cash({ winners: 9 })]));
    expect(bad.error?.issues[0]?.message.startsWith('A2071')).toBe(true);
    expect(lotteryCashBudgetFen(ok)).toBe(1500);
  });
});
