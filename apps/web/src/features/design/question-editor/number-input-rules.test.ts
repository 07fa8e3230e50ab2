import { describe, expect, it } from 'vitest';
import { allowsNegative, clampNumber, cleanNumberText, commitNumberText } from './number-input-rules.ts';

const whole = { min: 0, max: 100, decimals: 0 };
const signed = { decimals: 2 };
const money = { min: 0, decimals: 2 };

describe('cleanNumberText (as typed)', () => {
  it('strips everything but digits', () => {
    expect(cleanNumberText('1a2b3', whole)).toBe('123');
    expect(cleanNumberText(' 4 5 ', whole)).toBe('45');
    expect(cleanNumberText('abc', whole)).toBe('');
  });

  it('keeps no point for whole numbers', () => {
    expect(cleanNumberText('12.5', whole)).toBe('125');
  });

  it('keeps one point and at most the allowed decimals', () => {
    expect(cleanNumberText('3.14159', money)).toBe('3.14');
    expect(cleanNumberText('1.2.3', money)).toBe('1.23');
    expect(cleanNumberText('.5', money)).toBe('0.5');
    expect(cleanNumberText('2。5', money)).toBe('2.5');
  });

  it('keeps a leading minus only when negatives are allowed', () => {
    expect(cleanNumberText('-12', signed)).toBe('-12');
    expect(cleanNumberText('-12', money)).toBe('12');
    expect(cleanNumberText('1-2', signed)).toBe('12');
    expect(cleanNumberText('--3', signed)).toBe('-3');
    expect(cleanNumberText('-', signed)).toBe('-');
  });

  it('drops zeros in front of digits', () => {
    expect(cleanNumberText('007', whole)).toBe('7');
    expect(cleanNumberText('0.05', money)).toBe('0.05');
    expect(cleanNumberText('0', whole)).toBe('0');
  });
});

describe('allowsNegative', () => {
  it('follows the lower bound', () => {
    expect(allowsNegative({ decimals: 0 })).toBe(true);
    expect(allowsNegative({ min: -5, decimals: 0 })).toBe(true);
    expect(allowsNegative({ min: 0, decimals: 0 })).toBe(false);
    expect(allowsNegative({ min: 1, decimals: 0 })).toBe(false);
  });
});

describe('clampNumber', () => {
  it('clamps to min and max', () => {
    expect(clampNumber(-3, whole)).toBe(0);
    expect(clampNumber(250, whole)).toBe(100);
    expect(clampNumber(50, whole)).toBe(50);
  });

  it('rounds to the allowed decimals', () => {
    expect(clampNumber(2.345, money)).toBe(2.35);
    expect(clampNumber(2.6, whole)).toBe(3);
  });

  it('never gives -0', () => {
    expect(Object.is(clampNumber(-0.001, signed), 0)).toBe(true);
  });
});

describe('commitNumberText', () => {
  it('parses, rounds and clamps what was typed', () => {
    expect(commitNumberText('150', whole)).toBe(100);
    expect(commitNumberText('x7y', whole)).toBe(7);
    expect(commitNumberText('-8', whole)).toBe(8);
    expect(commitNumberText('-8.129', signed)).toBe(-8.12);
    expect(commitNumberText('1.5', { min: 2, max: 9, decimals: 1 })).toBe(2);
  });

  it('gives null for nothing usable', () => {
    expect(commitNumberText('', whole)).toBeNull();
    expect(commitNumberText('-', signed)).toBeNull();
    expect(commitNumberText('.', money)).toBe(0);
    expect(commitNumberText('abc', whole)).toBeNull();
  });
});
