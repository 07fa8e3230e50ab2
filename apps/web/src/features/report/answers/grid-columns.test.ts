// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changeLang, i18n } from '../../../i18n/index.ts';
import { formatDuration } from './answer-format.ts';
import { gridColumns, moveActive, nextSort, PINNED_WIDTHS } from './grid-columns.ts';

describe('response table columns', () => {
  it('puts metadata first, then a column per question showing its text', () => {
    const columns = gridColumns([{ nodeId: 7, code: 'Q1', title: 'Age', type: 1, columns: [] }]);
    const question = columns.at(-1)!;
    expect(question).toMatchObject({ key: 'q7', title: 'Q1 Age', isQuestion: true });
    const row = { values: { 7: 'Old' } } as never;
    expect(question.text(row, i18n.t)).toBe('Old');
    expect(columns.filter((c) => !c.isQuestion).every((c) => c.title.startsWith('reportAnswers.col.'))).toBe(
      true,
    );
  });

  it('shows the device in words, in the language of the screen', async () => {
    const device = gridColumns([]).find((c) => c.key === 'device')!;
    const row = (value: string | null) => ({ device: value }) as never;
    await changeLang('en');
    expect(device.text(row('phone'), i18n.t)).toBe('Phone');
    expect(device.text(row('pc'), i18n.t)).toBe('Computer');
    expect(device.text(row(null), i18n.t)).toBe('—');
    await changeLang('zh');
    expect(device.text(row('phone'), i18n.t)).toBe('手机');
    expect(device.text(row('tablet'), i18n.t)).toBe('平板');
  });

  it('makes the status column wide enough for every status tag in both languages', async () => {
    // A generous estimate of antd's 12 px tag: 7.2 px a Latin letter, 12 px a Chinese one, 7 px
    // padding and 1 px border each side, in a cell padded 8 px each side.
    const tagWidth = (text: string) =>
      [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff]/.test(ch) ? 12 : 7.2), 0) + 16 + 16;
    for (const lang of ['en', 'zh'] as const) {
      await changeLang(lang);
      for (const status of ['complete', 'partial', 'screened_out', 'invalid'] as const) {
        const label = i18n.t(`reportAnswers.status.${status}`);
        expect(PINNED_WIDTHS.status, `${lang} ${label}`).toBeGreaterThanOrEqual(tagWidth(label));
      }
    }
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
