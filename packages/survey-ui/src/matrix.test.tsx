// @vitest-environment happy-dom
import { MatrixSubType, QuestionType } from '@cairn/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

/** A 2 x 3 matrix: rows are sub-questions, columns the options. */
function aMatrix(subType: number, setting: Record<string, unknown> = {}) {
  const node = buildQuestion(
    QuestionType.Matrix,
    { subType, options: ['Poor', 'Fair', 'Good'], setting },
    { patch: (option) => (option.type === 2 ? { title: option.position === 0 ? 'Food' : 'Staff' } : {}) },
  );
  // Two rows are enough here; the builder made three.
  const options = node.options.filter((option) => option.type === 1 || option.position < 2);
  return { ...node, options };
}
const idOf = (node: ReturnType<typeof aMatrix>, title: string) =>
  node.options.find((option) => option.title === title)?.id as number;

describe('matrix', () => {
  it('is a table with column and row headers naming every cell', () => {
    const node = aMatrix(MatrixSubType.Single);
    renderQuestion(node);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Poor', 'Fair', 'Good']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Food', 'Staff']);
    expect(screen.getByRole('radio', { name: 'Staff Good' })).toBeTruthy();
  });

  it('answers single: a column per row, every row needed', () => {
    const node = aMatrix(MatrixSubType.Single);
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('radio', { name: 'Food Good' }));
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'required' }] });
    fireEvent.click(screen.getByRole('radio', { name: 'Staff Fair' }));
    expect(view.value()).toEqual({
      [idOf(node, 'Food')]: idOf(node, 'Good'),
      [idOf(node, 'Staff')]: idOf(node, 'Fair'),
    });
    expect(view.check().ok).toBe(true);
  });

  it('answers multiple: a list of columns per row, an emptied row drops out', () => {
    const node = aMatrix(MatrixSubType.Multiple, { required: false });
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food Poor' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food Good' }));
    expect(view.value()).toEqual({ [idOf(node, 'Food')]: [idOf(node, 'Poor'), idOf(node, 'Good')] });
    expect(view.check().ok).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food Poor' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food Good' }));
    expect(view.value()).toBeNull();
  });

  it('answers open: texts by column', () => {
    const node = aMatrix(MatrixSubType.Open, { required: false });
    const view = renderQuestion(node);
    fireEvent.change(screen.getByRole('textbox', { name: 'Staff Fair' }), { target: { value: 'slow' } });
    expect(view.value()).toEqual({ [idOf(node, 'Staff')]: { [idOf(node, 'Fair')]: 'slow' } });
    expect(view.check().ok).toBe(true);
  });

  it('answers score like single', () => {
    const node = aMatrix(MatrixSubType.Score);
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('radio', { name: 'Food Poor' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Staff Poor' }));
    expect(view.check().ok).toBe(true);
  });

  it('with `is_only` moves a column out of the row that had it', () => {
    const node = aMatrix(MatrixSubType.Single, { is_only: true });
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('radio', { name: 'Food Good' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Staff Good' }));
    expect(view.value()).toEqual({ [idOf(node, 'Staff')]: idOf(node, 'Good') });
  });

  it('carries the column label for the stacked card layout and repeats headers on request', () => {
    const node = aMatrix(MatrixSubType.Single, { repeat_header: 1 });
    const view = renderQuestion(node);
    const food = screen.getByRole('radio', { name: 'Food Fair' }).closest('label');
    expect(food?.querySelector('.cairn-matrix__card-label')?.textContent).toBe('Fair');
    expect(view.container.querySelectorAll('.cairn-matrix__repeat')).toHaveLength(1);
  });
});
