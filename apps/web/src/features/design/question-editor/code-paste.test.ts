import { describe, expect, it } from 'vitest';
import { codesFromPaste } from './code-paste.ts';

describe('codesFromPaste', () => {
  it('gives line n to the n-th option, trimming spaces and Windows line ends', () => {
    expect(codesFromPaste(' 11\r\n12 \r\n13', [5, 6, 7])).toEqual({
      items: [
        { id: 5, code: '11' },
        { id: 6, code: '12' },
        { id: 7, code: '13' },
      ],
      extra: 0,
    });
  });

  it('keeps the code of an option whose line is empty', () => {
    expect(codesFromPaste('1\n\n3', [5, 6, 7]).items).toEqual([
      { id: 5, code: '1' },
      { id: 7, code: '3' },
    ]);
  });

  it('counts lines beyond the last option and ignores a trailing newline', () => {
    expect(codesFromPaste('1\n2\n3\n4\n', [5, 6])).toEqual({
      items: [
        { id: 5, code: '1' },
        { id: 6, code: '2' },
      ],
      extra: 2,
    });
    expect(codesFromPaste('1\n', [5, 6]).extra).toBe(0);
  });

  it('gives nothing for blank text', () => {
    expect(codesFromPaste('  \n ', [5])).toEqual({ items: [], extra: 0 });
  });
});
