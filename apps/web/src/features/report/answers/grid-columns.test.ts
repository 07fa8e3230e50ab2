import { describe, expect, it } from 'vitest';
import { formatDuration } from './answer-format.ts';
import { gridColumns, moveActive, nextSort } from './grid-columns.ts';

describe('response table columns', () => {
  it('puts metadata first, then a column per question showing its text', () => {
    const columns = gridColumns([{ nodeId: 7, code: 'Q1', title: 'Age', type: 1, columns: [] }]);
    const question = columns.at(-1)!;
    expect(question).toMatchObject({ key: 'q7', title: 'Q1 Age', isQuestion: true });
    const row = { values: { 7: 'Old' } } as never;
    expect(question.text(row)).toBe('Old');
    expect(columns.filter((c) => !c.isQuestion).every((c) => c.title.startsWith('reportAnswers.col.'))).toBe(
      true,
    );
  });

  it('sorts a new key descending and flips the same key', () => {
    expect(nextSort({ sort: 'submittedAt', order: 'desc' }, 'ip')).toEqual({ sort: 'ip', order: 'desc' });
    expect(nextSort({ sort: 'ip', order: 'desc' }, 'ip')).toEqual({ sort: 'ip', order: 'asc' });
  });

  it('moves the active row with the keyboard inside the table', () => {
    expect(moveActive(0, 'ArrowUp', 5, 10)).toBe(0);
    expect(moveActive(0, 'PageDown', 5, 10)).toBe(4);
    expect(moveActive(3, 'Home', 5, 10)).toBe(0);
    expect(moveActive(3, 'x', 5, 10)).toBeNull();
    expect(moveActive(0, 'ArrowDown', 0, 10)).toBeNull();
  });

  it('formats durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(75_500)).toBe('1:16');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('—');
  });
});
