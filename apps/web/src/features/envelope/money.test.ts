import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, yuanTextToFen } from './money.ts';

describe('envelope money on screen', () => {
  it('formats fen as yuan with two decimals and grouping', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(30)).toBe('¥0.30');
    expect(formatFen(1234)).toBe('¥12.34');
    expect(formatFen(100_000_000)).toBe('¥1,000,000.00');
    expect(formatFen(-505)).toBe('-¥5.05');
    expect(() => formatFen(1.5)).toThrow();
  });

  it('reads typed yuan as whole fen without float arithmetic', () => {
    expect(yuanTextToFen('12.3')).toBe(1230);
    expect(yuanTextToFen(' 0.30 ')).toBe(30);
    expect(yuanTextToFen('5')).toBe(500);
    expect(yuanTextToFen('5.')).toBe(500);
    expect(yuanTextToFen('0.29')).toBe(29);
    // 1.15 * 100 is 114.99999999999999 in floating point; the string path gives 115.
    expect(yuanTextToFen('1.15')).toBe(115);
    expect(yuanTextToFen('4.35')).toBe(435);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1,000', '.5']) expect(yuanTextToFen(bad)).toBeNull();
  });

  it('gives an input its text back', () => {
    expect(fenToYuanText(30)).toBe('0.30');
    expect(fenToYuanText(20_000)).toBe('200.00');
    for (const fen of [0, 1, 99, 100, 12_345, 100_000_000])
      expect(yuanTextToFen(fenToYuanText(fen))).toBe(fen);
  });
});
