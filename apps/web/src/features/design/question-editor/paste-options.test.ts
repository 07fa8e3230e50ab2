import { describe, expect, it } from 'vitest';
import { parsePastedOptions, plainToTitle } from './paste-options.ts';

describe('parsePastedOptions', () => {
  it('takes one option per line, whatever the line ending', () => {
    expect(parsePastedOptions('Red\nGreen\r\nBlue\rBlack').titles).toEqual(['Red', 'Green', 'Blue', 'Black']);
  });

  it('trims lines and drops empty ones', () => {
    expect(parsePastedOptions('  苹果 \n\n   \n\t香蕉\u00a0\n').titles).toEqual(['苹果', '香蕉']);
  });

  it('keeps duplicates and inner spaces as typed', () => {
    expect(parsePastedOptions('a  b\na  b').titles).toEqual(['a  b', 'a  b']);
  });

  it('caps the count and says how many were left out', () => {
    const text = Array.from({ length: 7 }, (_, i) => `o${i}`).join('\n');
    expect(parsePastedOptions(text, 5)).toEqual({ titles: ['o0', 'o1', 'o2', 'o3', 'o4'], extra: 2 });
  });

  it('gives nothing for blank text', () => {
    expect(parsePastedOptions(' \n \n')).toEqual({ titles: [], extra: 0 });
  });

  it('escapes markup so pasted text stays text', () => {
    expect(parsePastedOptions('a < b & c\n<b>x</b>').titles).toEqual([
      'a &lt; b &amp; c',
      '&lt;b&gt;x&lt;/b&gt;',
    ]);
    expect(plainToTitle('plain')).toBe('plain');
  });
});
