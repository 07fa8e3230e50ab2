// @vitest-environment happy-dom
import { type DesignTree, QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const titlesOf = (state: { tree: DesignTree }, id: number) =>
  [...(state.tree.optionsOf.get(id) ?? [])].map((optionId) => state.tree.options.get(optionId)?.title);

describe('QuestionEditor', () => {
  it('adds one option for a double click, and another after 800 ms', async () => {
    const view = await renderEditor(QuestionType.SingleChoice, { options: ['Red', 'Green'] });
    vi.useFakeTimers();
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(view.paths()).toEqual(['/nodes/option/save']);
    await act(() => vi.advanceTimersByTimeAsync(800));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(view.paths()).toEqual(['/nodes/option/save', '/nodes/option/save']);
    expect(titlesOf(view.state, view.id)).toEqual(['Red', 'Green', 'Option 3', 'Option 4']);
  });

  it('saves an option title edited in place on Enter', async () => {
    const view = await renderEditor(QuestionType.SingleChoice, { options: ['Red', 'Green'] });
    const field = screen.getByRole('textbox', { name: 'Option title: Red' });
    field.focus();
    field.innerHTML = '<b>Crimson</b>';
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(view.edits.at(-1)).toMatchObject({
      path: '/nodes/option/title',
      body: { title: '<b>Crimson</b>' },
    });
    expect(titlesOf(view.state, view.id)[0]).toBe('<b>Crimson</b>');
  });

  it('pastes many options at the end, or in place of the current ones after a confirmation', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice, { options: ['Red', 'Green'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add many' }));
    // The dialog opens a moment after the click (an antd modal): wait for what it holds.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add many' }), {
      target: { value: 'Blue\n\n Black \n' },
    });
    expect(await screen.findByText('2 will be added')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(titlesOf(view.state, view.id)).toEqual(['Red', 'Green', 'Blue', 'Black']);

    fireEvent.click(screen.getByRole('button', { name: 'Add many' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add many' }), {
      target: { value: 'Yes\nNo' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Replace the current ones' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const [confirm] = await screen.findAllByText('Replace the current ones?');
    expect(titlesOf(view.state, view.id)).toHaveLength(4); // nothing yet
    const dialog = confirm?.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(titlesOf(view.state, view.id)).toEqual(['Yes', 'No']));
    expect(view.paths().slice(-2)).toEqual(['/nodes/option/remove/batch', '/nodes/option/save']);
  });

  it('groups the selected options and ungroups by removing the group', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice, { options: ['Red', 'Green', 'Blue'] });
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Green' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Blue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a group (2)' }));
    expect(view.edits.at(-1)?.path).toBe('/nodes/option/save-group');
    expect(screen.getByRole('textbox', { name: 'Option title: Group 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ungroup: Group 1' }));
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/remove/batch' });
    expect(titlesOf(view.state, view.id)).toEqual(['Red', 'Green', 'Blue']);
  });

  it('marks an option exclusive from its menu', async () => {
    const view = await renderEditor(QuestionType.MultipleChoice, { options: ['Red', 'None of these'] });
    fireEvent.click(screen.getByRole('button', { name: 'More actions: None of these' }));
    fireEvent.click(await screen.findByText('Exclusive'));
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/update', body: { exclusive: true } });
    await waitFor(() => expect(screen.getByText('Exclusive', { selector: '.ant-tag' })).toBeTruthy());
  });

  it('checks an option code in place before sending it', async () => {
    const view = await renderEditor(
      QuestionType.SingleChoice,
      { options: ['Red', 'Green'] },
      {
        props: { showOptionCodes: true },
      },
    );
    const code = screen.getByRole('textbox', { name: 'Option code: Green' });
    fireEvent.change(code, { target: { value: '1' } });
    fireEvent.blur(code);
    expect(screen.getByRole('alert').textContent).toBe('The option code is already used');
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.blur(code);
    expect(screen.getByRole('alert').textContent).toBe('The code format is wrong');
    expect(view.edits).toHaveLength(0);
    fireEvent.change(code, { target: { value: '5' } });
    fireEvent.blur(code);
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/code', body: { code: '5' } });
  });
});
