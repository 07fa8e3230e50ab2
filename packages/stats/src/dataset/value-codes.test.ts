import { describe, expect, it } from 'vitest';
import { CODE_EMPTY, ValueCodes } from './value-codes.ts';

const decoded = (codes: ValueCodes) => {
  const view = codes.view();
  return view ? Array.from(view.codes, (code) => view.values[code]) : null;
};

describe('ValueCodes', () => {
  it('numbers distinct values in the order first seen, 0 for empty, one code for a value', () => {
    const codes = new ValueCodes();
    for (const value of [3, Number.NaN, 1.5, 3, -200, 1e9, 1.5, 0]) codes.push(value);
    const view = codes.view()!;
    expect(Array.from(view.codes)).toEqual([1, CODE_EMPTY, 2, 1, 3, 4, 2, 5]);
    expect(view.values.slice(1)).toEqual([3, 1.5, -200, 1e9, 0]);
    expect(decoded(codes)).toEqual([3, Number.NaN, 1.5, 3, -200, 1e9, 1.5, 0]);
  });

  it('replaces a row in place, numbering a value it has not seen', () => {
    const codes = new ValueCodes();
    codes.push(1);
    codes.push(2);
    codes.set(0, 7);
    codes.set(1, Number.NaN);
    expect(decoded(codes)).toEqual([7, Number.NaN]);
  });

  it('gives the codes up for good past 255 distinct values', () => {
    const codes = new ValueCodes();
    for (let value = 0; value < 255; value++) codes.push(value * 10);
    expect(codes.view()?.values).toHaveLength(256);
    codes.push(1);
    expect(codes.view()).toBeNull();
    codes.push(0);
    codes.set(0, 3);
    expect(codes.view()).toBeNull();
  });

  it('gives the codes up for −0 (counted with 0 by the value routes, apart by a code)', () => {
    const codes = new ValueCodes();
    codes.push(0);
    codes.push(-0);
    expect(codes.view()).toBeNull();
  });
});
