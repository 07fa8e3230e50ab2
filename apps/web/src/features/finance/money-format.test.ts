import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatYuan, parseYuan } from './money-format.ts';

describe('yuan from fen', () => {
  it('prints fen exactly, grouped, with a sign when asked', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(10000)).toBe('¥100.00');
    expect(formatYuan(123405)).toBe('¥1,234.05');
    expect(formatYuan(-10000)).toBe('−¥100.00');
    expect(formatYuan(10000, { signed: true })).toBe('+¥100.00');
    expect(formatYuan(0, { signed: true })).toBe('¥0.00');
  });

  it('stays exact where a float division would round up to the next yuan', () => {
    // 90071992547409.91 yuan: x / 100 in floating point is not exact at this size.
    expect(formatYuan(9_007_199_254_740_991)).toBe('¥90,071,992,547,409.91');
    expect(formatYuan(99_999_999_999_999)).toBe('¥999,999,999,999.99');
  });

  it('refuses a sum that is not whole fen', () => {
    expect(() => formatYuan(1.5)).toThrow();
  });

  it('gives the form text of an amount', () => {
    expect(fenToYuanText(10050)).toBe('100.50');
    expect(fenToYuanText(7)).toBe('0.07');
  });
});

describe('fen from typed yuan', () => {
  it('reads whole yuan, one and two decimals', () => {
    expect(parseYuan('100')).toBe(10000);
    expect(parseYuan('100.5')).toBe(10050);
    expect(parseYuan('100.05')).toBe(10005);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan(' 1. ')).toBe(100);
  });

  it('reads 0.29 as 29 fen, which 0.29 * 100 in floating point is not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(parseYuan('0.29')).toBe(29);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1e3', '1,000', '.5']) expect(parseYuan(text)).toBeNull();
  });
});
