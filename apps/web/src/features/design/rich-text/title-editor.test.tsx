// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { TitleEditor } from './title-editor.tsx';

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

function editor(doneOnBlur?: boolean) {
  const onSave = vi.fn();
  const onDone = vi.fn();
  render(
    <div>
      <TitleEditor html="<b>Red</b>" label="Title" onSave={onSave} onDone={onDone} doneOnBlur={doneOnBlur} />
      <button type="button">elsewhere</button>
    </div>,
  );
  return { area: screen.getByRole('textbox', { name: 'Title' }), onSave, onDone };
}

describe('the title editor', () => {
  it('ends editing when focus leaves it (the canvas)', () => {
    const { area, onDone } = editor();
    fireEvent.blur(area, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('in a dialog, only Done, Enter or Escape end it, saving what was typed', () => {
    const { area, onDone, onSave } = editor(false);
    fireEvent.blur(area, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(onDone).not.toHaveBeenCalled();
    area.innerHTML = '<b>Red</b> wine';
    fireEvent.input(area);
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith('<b>Red</b> wine');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
