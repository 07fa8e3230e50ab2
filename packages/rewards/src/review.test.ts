import { describe, expect, it } from 'vitest';
import { refundableFen, reviewOutcome } from './review.ts';

describe('review outcome', () => {
  it('never pays a response the cleaning rules mark invalid, in any mode or audit state', () => {
    for (const mode of ['auto', 'manual', 'none'] as const)
      for (const audit of ['pending', 'approved', 'rejected'] as const)
        expect(reviewOutcome(mode, 'invalid', audit)).toBe('reject');
  });

  it('none: pays at once', () => {
    expect(reviewOutcome('none', 'pending', 'pending')).toBe('pay');
    expect(reviewOutcome('none', 'valid', 'pending')).toBe('pay');
  });

  it('auto: pays once cleaning says valid, holds while it has not decided', () => {
    expect(reviewOutcome('auto', 'valid', 'pending')).toBe('pay');
    expect(reviewOutcome('auto', 'pending', 'pending')).toBe('hold');
    expect(reviewOutcome('auto', 'pending', 'approved')).toBe('hold');
  });

  it('manual: pays once approved, rejects once rejected, holds before', () => {
    expect(reviewOutcome('manual', 'pending', 'approved')).toBe('pay');
    expect(reviewOutcome('manual', 'valid', 'approved')).toBe('pay');
    expect(reviewOutcome('manual', 'valid', 'rejected')).toBe('reject');
    expect(reviewOutcome('manual', 'valid', 'pending')).toBe('hold');
  });
});

describe('refundable amount', () => {
  it('is the escrow minus what pending grants hold', () => {
    expect(refundableFen(10_000, 0)).toBe(10_000);
    expect(refundableFen(10_000, 2_530)).toBe(7_470);
    expect(refundableFen(2_530, 2_530)).toBe(0);
  });

  it('throws when held money exceeds the escrow or an amount is not integer fen', () => {
    expect(() => refundableFen(100, 101)).toThrow(/exceeds/);
    expect(() => refundableFen(100.5, 0)).toThrow(/integer fen/);
    expect(() => refundableFen(-1, 0)).toThrow(/integer fen/);
  });
});
