import { describe, expect, it } from 'vitest';
import { allPermissionCodes, hasPermission } from './permissions.ts';

describe('permission map', () => {
  it('has unique codes', () => {
    const codes = allPermissionCodes();
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('needs every listed code, nested lists included (spec doc 1 §6)', () => {
    expect(hasPermission(['A', 'B'], ['A', 'B'])).toBe(true);
    expect(hasPermission(['A'], ['A', 'B'])).toBe(false);
    expect(hasPermission(['A', 'B', 'C'], [['A'], ['B', 'C']])).toBe(true);
    expect(hasPermission(['B', 'C'], [['A'], ['B', 'C']])).toBe(false);
    expect(hasPermission([], [])).toBe(true);
  });

  it('throws on a requirement that is not a list of codes or a list of lists', () => {
    expect(() => hasPermission(['A'], 'A' as never)).toThrow(/权限码数组/);
    expect(() => hasPermission(['A'], ['A', ['B']])).toThrow(/权限码数组/);
    expect(() => hasPermission(['A'], [[1]] as never)).toThrow(/权限码数组/);
  });
});
