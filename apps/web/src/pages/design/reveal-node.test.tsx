// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TitleEditor } from '../../features/design/rich-text/title-editor.tsx';
import { changeLang } from '../../i18n/index.ts';
import { revealNode } from './reveal-node.ts';

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const frames = (count: number) =>
  act(() => {
    for (let i = 0; i < count; i++) vi.advanceTimersToNextFrame();
  });

/** A canvas slot whose row starts as a far stand-in (no select button); `top` is where it is drawn. */
function slot(id: number) {
  const state = { top: 2000 };
  const scrolled = vi.fn(() => {
    state.top = 400;
  });
  const view = render(<div data-row-id={id} />);
  const row = view.container.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;
  row.getBoundingClientRect = () => ({ top: state.top }) as DOMRect;
  row.scrollIntoView = scrolled;
  const becomeFull = () => {
    const button = document.createElement('button');
    button.className = 'design-card__select';
    button.textContent = 'Select Q9';
    row.append(button);
  };
  return { state, scrolled, becomeFull };
}

describe('revealing a row on the canvas', () => {
  it('keeps scrolling to it while the rows around it change height, then focuses it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { state, scrolled, becomeFull } = slot(9);
    revealNode(9);
    frames(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The rows above come near and turn from estimated stand-ins into full rows: it moves away.
    becomeFull();
    state.top = 950;
    frames(1);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(state.top).toBe(400);
    frames(5);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Q9' }));
  });

  it('stops where it is when the author clicks meanwhile (a later click is not pulled back)', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { state, scrolled, becomeFull } = slot(3);
    revealNode(3);
    frames(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    window.dispatchEvent(new Event('pointerdown'));
    becomeFull();
    state.top = 950;
    frames(10);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus in the open title editor (the panel\'s "edit title")', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const onDone = vi.fn();
    render(
      <div data-row-id={4}>
        <button type="button" className="design-card__select">
          Select Q4
        </button>
        <TitleEditor html="Age" label="Title of Q4" onSave={() => {}} onDone={onDone} />
      </div>,
    );
    const editor = screen.getByRole('textbox', { name: 'Title of Q4' });
    expect(document.activeElement).toBe(editor);
    revealNode(4);
    frames(10);
    expect(onDone).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(editor);
  });
});
