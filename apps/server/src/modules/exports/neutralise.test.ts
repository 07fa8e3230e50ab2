import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseText, restoreText } from './neutralise.ts';

describe('formula neutralising', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'writes %j as text behind an apostrophe',
    (text) => {
      expect(isFormulaLike(text)).toBe(true);
      expect(neutraliseText(text)).toBe(`'${text}`);
      expect(restoreText(neutraliseText(text))).toBe(text);
    },
  );

  it.each(['hello', '1+1', "'quoted", '', ' =x', '中文'])('leaves %j alone', (text) => {
    expect(neutraliseText(text)).toBe(text);
    expect(restoreText(text)).toBe(text);
  });
});
