import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileList, textList } from './text-list.ts';

describe('textList', () => {
  const values = ['a', null, '  ', 'b', '', 'c', 'd'];

  it('pages the non-empty answers in row order', () => {
    // Non-empty: a (0), b (3), c (5), d (6) → total 4; offset 1, limit 2 → b, c.
    expect(textList(values, { offset: 1, limit: 2 })).toEqual({
      total: 4,
      offset: 1,
      items: [
        { row: 3, text: 'b' },
        { row: 5, text: 'c' },
      ],
    });
    expect(textList(values, { offset: 10, limit: 2 })).toEqual({ total: 4, offset: 10, items: [] });
  });

  it('treats white space of any kind as blank, and keeps answers that start with it', () => {
    const result = textList(['\u3000', '\t\n', ' x', '\u00a0'], { offset: 0, limit: 10 });
    expect(result).toEqual({ total: 1, offset: 0, items: [{ row: 2, text: ' x' }] });
  });

  it('follows the mask', () => {
    // Row 5 dropped: a, b, d → total 3; offset 1 → b, d.
    const mask = Uint8Array.from([1, 1, 1, 1, 1, 0, 1]);
    expect(textList(values, { offset: 1, limit: 2 }, { mask }).items.map((item) => item.text)).toEqual([
      'b',
      'd',
    ]);
  });
});

describe('fileList', () => {
  it('splits the file references of each row and skips rows without files', () => {
    expect(fileList(['u1\nu2', null, 'u3'], { offset: 0, limit: 10 })).toEqual({
      total: 2,
      offset: 0,
      items: [
        { row: 0, files: ['u1', 'u2'] },
        { row: 2, files: ['u3'] },
      ],
    });
  });
});

describe('textList over the filled rows', () => {
  it('gives the same page as a scan of every row', () => {
    const values = [null, 'a', ' ', 'b', '', 'c', null, 'd'];
    const filled = Int32Array.from([1, 3, 5, 7]);
    const mask = Uint8Array.from([1, 1, 1, 0, 1, 1, 1, 1]);
    for (const page of [
      { offset: 0, limit: 2 },
      { offset: 1, limit: 5 },
    ])
      for (const input of [{}, { mask }])
        expect(textList(values, page, input, filled)).toEqual(textList(values, page, input));
  });

  it('counts the total from the filled flags as a scan does, any length and mask', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(null, '', ' ', 'a', 'b c'), { maxLength: 1500 }),
        fc.array(fc.constantFrom(0, 1, 2), { maxLength: 1500 }),
        (values, keep) => {
          const mask = Uint8Array.from(values, (_, i) => keep[i] ?? 1);
          const filled = Int32Array.from(values.flatMap((value, i) => (value?.trim() ? [i] : [])));
          const flags = Uint8Array.from(values, (value) => +!!value?.trim());
          const page = { offset: 1, limit: 3 };
          expect(textList(values, page, { mask }, filled, flags)).toEqual(textList(values, page, { mask }));
        },
      ),
      { numRuns: 60 },
    );
  });
});
