import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight.ts';

describe('highlightPieces', () => {
  it('marks each range and keeps the text around it', () => {
    expect(
      highlightPieces('slow delivery, slow support', [
        [0, 4],
        [15, 19],
      ]),
    ).toEqual([
      { text: 'slow', mark: true },
      { text: ' delivery, ', mark: false },
      { text: 'slow', mark: true },
      { text: ' support', mark: false },
    ]);
  });

  it('clips overlapping and out-of-range ranges without losing text', () => {
    const pieces = highlightPieces('物流太慢', [
      [0, 2],
      [1, 3],
      [9, 12],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe('物流太慢');
    expect(pieces).toEqual([
      { text: '物流', mark: true },
      { text: '太', mark: true },
      { text: '慢', mark: false },
    ]);
  });
});
