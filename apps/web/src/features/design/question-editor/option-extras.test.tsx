// @vitest-environment happy-dom
import { MatrixSubType, QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../../api/endpoints/files.ts';
import { nodeUpdateEdit, optionUpdateEdit } from './option-edits.ts';
import { renderEditor } from './test-harness.tsx';

const KEY = 'b'.repeat(32);

beforeEach(() => {
  vi.spyOn(files, 'signFiles').mockImplementation(async (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, `/api/files/${key}?exp=9999999999999&sig=test`])),
  );
});

afterEach(cleanup);

const optionsOf = (view: Awaited<ReturnType<typeof renderEditor>>) =>
  [...(view.state.tree.optionsOf.get(view.id) ?? [])].map((id) => view.state.tree.options.get(id));

describe('option extras', { timeout: 30_000 }, () => {
  it('requires the text of an "other" option from its menu', async () => {
    const view = await renderEditor(QuestionType.SingleChoice, { options: ['Red', 'Something else'] });
    fireEvent.click(screen.getByRole('button', { name: 'More actions: Something else' }));
    fireEvent.click(await screen.findByText('Other (please specify)'));
    expect(screen.queryByText('Text required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions: Something else' }));
    fireEvent.click(await screen.findByText('Text required'));
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/update', body: { required: true } });
    expect(optionsOf(view)[1]).toMatchObject({ other: true, required: true });
    await waitFor(() => expect(screen.getByText('Text required', { selector: '.ant-tag' })).toBeTruthy());
  });

  it('offers an image per option of an image choice, and removes it', async () => {
    const view = await renderEditor(QuestionType.ImageChoice, { options: ['Cat', 'Dog'] });
    expect(screen.getByRole('button', { name: 'Choose image: Cat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove image/ })).toBeNull();
    const [cat] = optionsOf(view);
    // As if picked from the library: the option keeps the file key and shows a thumbnail.
    act(() => view.edit(optionUpdateEdit(view.id, cat?.id ?? 0, { image: KEY })));
    const thumb = screen.getByRole('img', { name: 'Chosen image' }) as HTMLImageElement;
    await waitFor(() => expect(thumb.getAttribute('src')).toContain(`/api/files/${KEY}`));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image: Cat' }));
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/update', body: { image: null } });
    expect(optionsOf(view)[0]?.image).toBeNull();
  });

  it('gives matrix rows a right title once the setting is on', async () => {
    const view = await renderEditor(QuestionType.Matrix, { subType: MatrixSubType.Single });
    expect(screen.getByText(/Turn on “Right title”/)).toBeTruthy();
    expect(screen.queryAllByRole('textbox', { name: /^Right title: / })).toHaveLength(0);
    act(() => view.edit(nodeUpdateEdit(view.id, { setting: { right_title: true } })));
    const fields = screen.getAllByRole('textbox', { name: /^Right title: / });
    expect(fields.length).toBeGreaterThan(0);
    const first = fields[0] as HTMLElement;
    first.innerHTML = 'Very';
    fireEvent.blur(first);
    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/option/update', body: { rightTitle: 'Very' } });
  });

  it('pastes a column of codes onto the options in order, checked first', async () => {
    const view = await renderEditor(
      QuestionType.SingleChoice,
      { options: ['Red', 'Green', 'Blue'] },
      { props: { showOptionCodes: true } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Paste codes' }));
    const box = await screen.findByRole('textbox', { name: 'Paste option codes' });
    fireEvent.change(box, { target: { value: '7\n7\n9' } });
    expect(screen.getByText('The option code is already used')).toBeTruthy();
    fireEvent.change(box, { target: { value: '7\n\n9\n10' } });
    expect(screen.getByText('The 1 extra lines have no option and are ignored')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(view.edits.at(-1)).toMatchObject({
      path: '/nodes/option/code/batch',
      body: { items: [{ code: '7' }, { code: '9' }] },
    });
    expect(optionsOf(view).map((option) => option?.code)).toEqual(['7', '2', '9']);
  });
});

describe('advanced edit of an option text', { timeout: 30_000 }, () => {
  it('opens the title editor in a dialog with the formatting kept, stays open when focus moves, and saves on Escape', async () => {
    const view = await renderEditor(QuestionType.SingleChoice, { options: ['<b>Red</b> wine', 'Beer'] });
    fireEvent.click(screen.getByRole('button', { name: 'Format the text: Red wine' }));
    const area = await screen.findByRole('textbox', { name: 'Format the text: Red wine' });
    expect(area.innerHTML).toBe('<b>Red</b> wine');
    expect(screen.getByRole('toolbar', { name: 'Title formatting' })).toBeTruthy();
    // Focus moving to the dialog's frame must not end editing (it would close the dialog at once).
    fireEvent.blur(area, { relatedTarget: document.body });
    expect(screen.queryByRole('textbox', { name: 'Format the text: Red wine' })).toBeTruthy();
    area.innerHTML = '<b>Red</b> <i>wine</i>';
    fireEvent.input(area);
    fireEvent.keyDown(area, { key: 'Escape' });
    await waitFor(() =>
      expect(view.edits.at(-1)).toMatchObject({
        path: '/nodes/option/title',
        body: { title: '<b>Red</b> <i>wine</i>' },
      }),
    );
  });
});
