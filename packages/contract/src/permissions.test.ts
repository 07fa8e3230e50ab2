import { describe, expect, it } from 'vitest';
import { allPermissionCodes, hasPermission } from './permissions.ts';

describe('permission map', () => {
  it('has unique codes', () => {
    const codes = allPermissionCodes();
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('checks a list of codes (all needed) and a list of lists (any one group)', () => {
    expect(hasPermission(['A', 'B'], ['A', 'B'])).toBe(true);
    expect(hasPermission(['A'], ['A', 'B'])).toBe(false);
    expect(hasPermission(['B', 'C'], [['A'], ['B', 'C']])).toBe(true);
    expect(hasPermission(['B'], [['A'], ['B', 'C']])).toBe(false);
  });

  it('throws on a requirement that is not a list of codes or a list of lists', () => {
    expect(() => hasPermission(['A'], 'A' as never)).toThrow(/list of codes/);
    expect(() => hasPermission(['A'], ['A', ['B']])).toThrow(/list of codes/);
  });
});
