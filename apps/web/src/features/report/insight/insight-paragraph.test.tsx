// @vitest-environment happy-dom
import type { InsightParagraph } from '@cairn/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { figureSegments } from './figure-segments.ts';
import { InsightParagraphView } from './insight-paragraph.tsx';

const figure = (
  ref: string,
  display: string,
  value: number,
  extra: Partial<InsightParagraph['figures'][number]> = {},
) => ({
  ref,
  label: `Q1 ${ref}`,
  value,
  display,
  base: 512,
  test: null,
  p: null,
  ...extra,
});
const TEXT = 'Most respondents (62.5 %, 320 of 512) chose “Very satisfied”.';
const paragraph = (extra: Partial<InsightParagraph> = {}): InsightParagraph => ({
  id: 'q:11:key',
  kind: 'key',
  text: TEXT,
  generated: TEXT,
  edited: false,
  hidden: false,
  stale: false,
  figures: [
    figure('q:11:cat:1', '62.5 %', 62.5),
    figure('q:11:cat:1:count', '320', 320),
    figure('q:11:base', '512', 512),
  ],
  ...extra,
});

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('figureSegments', () => {
  it('marks each figure in the order the text states it, and skips one the text lost', () => {
    const segments = figureSegments('A 512 of 512.', [
      figure('a', '512', 512),
      figure('b', '99', 99),
      figure('c', '512', 512),
    ]);
    expect(segments.map((s) => [s.text, s.figure?.ref ?? null])).toEqual([
      ['A ', null],
      ['512', 'a'],
      [' of ', null],
      ['512', 'c'],
      ['.', null],
    ]);
  });
});

describe('insight paragraph', () => {
  it('marks the figures as focusable, with their source on focus', async () => {
    const { container } = render(
      <InsightParagraphView paragraph={paragraph()} busy={false} onChange={vi.fn()} />,
    );
    const marks = [...container.querySelectorAll('mark.insight-figure')];
    expect(marks.map((m) => m.textContent)).toEqual(['62.5 %', '320', '512']);
    // Focus alone (a keyboard user) opens the figure's source.
    fireEvent.focus(marks[0]!);
    expect(await screen.findByText('Q1 q:11:cat:1')).toBeTruthy();
  });

  it('hides, edits, saves and cancels', async () => {
    const onChange = vi.fn(async () => {});
    render(<InsightParagraphView paragraph={paragraph()} busy={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onChange).toHaveBeenLastCalledWith({ hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Paragraph text');
    fireEvent.change(box, { target: { value: '  My words.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith({ text: 'My words.' });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Paragraph text')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('tags an edit whose figures moved, shows the new text and offers a reset', () => {
    const onChange = vi.fn(async () => {});
    render(
      <InsightParagraphView
        paragraph={paragraph({ text: 'Mine.', edited: true, stale: true })}
        busy={false}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Figures changed since you edited')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
    expect(screen.getByText(/The generated text now reads/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to generated' }));
    expect(onChange).toHaveBeenLastCalledWith({ reset: true });
  });

  it('shows a hidden paragraph as hidden with Show', () => {
    render(<InsightParagraphView paragraph={paragraph({ hidden: true })} busy={false} onChange={vi.fn()} />);
    expect(screen.getByText('Hidden (left out of the export)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
  });
});
