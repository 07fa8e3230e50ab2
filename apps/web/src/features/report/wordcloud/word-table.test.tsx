// @vitest-environment happy-dom
import type { WordcloudWordCount } from '@cairn/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { WordTable } from './word-table.tsx';

const word = (text: string, count: number, answers = count): WordcloudWordCount => ({
  text,
  kind: 'word',
  count,
  answers,
  rows: Math.round(answers),
  percent: answers * 10,
});
const WORDS = [word('物流', 3), word('slow', 2.25, 1.5)];

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('WordTable', () => {
  it('ranks the words with their counts, weighted sums to one decimal', () => {
    render(
      <WordTable words={WORDS} selected={null} onPick={() => {}} onExclude={() => {}} excluding={false} />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('1物流3330.0%'),
      expect.stringContaining('2slow2.31.515.0%'),
    ]);
  });

  it('picks a word and excludes another by their buttons', () => {
    const onPick = vi.fn();
    const onExclude = vi.fn();
    render(
      <WordTable words={WORDS} selected="slow" onPick={onPick} onExclude={onExclude} excluding={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show the answers containing “物流”' }));
    expect(onPick).toHaveBeenCalledWith('物流');
    expect(
      screen.getByRole('button', { name: 'Show the answers containing “slow”' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Exclude “slow”' }));
    expect(onExclude).toHaveBeenCalledWith('slow');
  });

  it('disables excluding while an exclusion is saved', () => {
    render(<WordTable words={WORDS} selected={null} onPick={() => {}} onExclude={() => {}} excluding />);
    expect((screen.getByRole('button', { name: 'Exclude “物流”' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
