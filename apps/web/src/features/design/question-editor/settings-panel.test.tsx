// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settingOf = (view: Awaited<ReturnType<typeof renderEditor>>) =>
  view.state.tree.nodes.get(view.id)?.setting;

/** Opens an antd select by its label and picks an option by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[0] as HTMLElement);
}

describe('settings panel', () => {
  it('sends a typed number after a pause, as one setting change', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice);
    vi.useFakeTimers();
    const input = screen.getByLabelText('Columns');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '3' } });
    expect(view.edits).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(view.edits).toHaveLength(1);
    expect(view.edits[0]).toMatchObject({ path: '/nodes/update', body: { setting: { column: 3 } } });
    expect(settingOf(view)?.column).toBe(3);
  });

  it('clamps a number to its range when the field is left', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice);
    const input = screen.getByLabelText('Columns');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.blur(input);
    await waitFor(() => expect(settingOf(view)?.column).toBe(10));
    expect(view.edits.map((edit) => edit.body)).toContainEqual({ id: view.id, setting: { column: 10 } });
  });

  it('strips what is not a digit as it is typed, and steps with the arrow keys within range', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice);
    const input = screen.getByRole('spinbutton', { name: 'Columns' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a3x' } });
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '-2.5' } });
    expect(input.value).toBe('25'); // whole numbers, no negatives: minus and point dropped
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('10'); // the maximum
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('9');
    expect(settingOf(view)?.column).toBe(9);
  });

  it('lets an open-text limit be cleared to "no limit" (null)', async () => {
    const view = await renderEditor(QuestionType.OpenText, { setting: { max: 20 } });
    const input = screen.getByLabelText('Upper limit');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect(settingOf(view)?.max).toBeNull());
  });

  it('toggles required and switches', async () => {
    const view = await renderEditor(QuestionType.Matrix);
    fireEvent.click(screen.getByRole('switch', { name: 'Required' }));
    expect(view.edits.at(-1)?.body).toEqual({ id: view.id, setting: { required: false } });
    fireEvent.click(screen.getByRole('switch', { name: 'Sticky header' }));
    expect(settingOf(view)).toMatchObject({ required: false, is_fixed_header: true });
  });

  it('switches the matrix subtype', async () => {
    const view = await renderEditor(QuestionType.Matrix);
    await choose('Type', 'Score');
    expect(view.edits.at(-1)?.body).toEqual({ id: view.id, subType: 4 });
  });

  it('changes the question kind only after a confirmation', async () => {
    const view = await renderEditor(QuestionType.SingleChoice);
    await choose('Question kind', 'Hidden');
    expect(view.edits).toHaveLength(0);
    const [title] = await screen.findAllByText('Change the question kind?');
    const dialog = title?.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(view.state.tree.nodes.get(view.id)?.attribute).toBe(1));
  });

  it('picks enumerations from named choices and takes an evaluate template’s icon style', async () => {
    const view = await renderEditor(QuestionType.Evaluate);
    fireEvent.click(screen.getByRole('radio', { name: 'Catering' }));
    expect(screen.getByRole('radiogroup', { name: 'Rating template' })).toBeTruthy();
    expect(view.edits.at(-1)?.body).toEqual({ id: view.id, setting: { template: 'catering', format: 3 } });
  });

  it('writes text settings after a pause and on leaving the field', async () => {
    const view = await renderEditor(QuestionType.OpenText, {}, { lang: 'zh' });
    const input = screen.getByLabelText('后缀');
    fireEvent.change(input, { target: { value: '岁' } });
    fireEvent.blur(input);
    expect(view.edits.at(-1)?.body).toEqual({ id: view.id, setting: { suffix: '岁' } });
    expect(screen.getByText('显示在输入框后的文字，如“元”“岁”')).toBeTruthy();
  });
});
