import { describe, expect, it } from 'vitest';
import { formatP } from './cross-format.ts';

describe('p-values', () => {
  it('say their relation, so "p" reads "p = 0.0114" or "p < 0.0001", never "p = < 0.0001"', () => {
    expect(formatP(0.011_42)).toBe('= 0.0114');
    expect(formatP(0.000_001)).toBe('< 0.0001');
    expect(formatP(null)).toBe('—');
  });
});
