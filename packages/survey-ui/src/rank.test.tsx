// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const node = buildQuestion(QuestionType.Rank, { options: ['Price', 'Quality', 'Service'] });
const idOf = (title: string) => node.options.find((option) => option.title === title)?.id;
const ranking = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('cairn-rank__item'))
    .map((item) => item.textContent);

function rankAll() {
  for (const title of ['Price', 'Quality', 'Service'])
    fireEvent.click(screen.getByRole('button', { name: `Add ${title} to the ranking` }));
}

describe('rank', () => {
  it('ranks by tapping in order, most preferred first', () => {
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('button', { name: 'Add Quality to the ranking' }));
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'too_few' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Add Price to the ranking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Service to the ranking' }));
    expect(view.value()).toEqual({ optionIds: [idOf('Quality'), idOf('Price'), idOf('Service')] });
    expect(view.check().ok).toBe(true);
  });

  it('moves with the up/down buttons and keeps the focus on the button used', () => {
    const view = renderQuestion(node);
    rankAll();
    const down = screen.getByRole('button', { name: 'Move Price down' });
    down.focus();
    fireEvent.click(down);
    expect(view.value()).toEqual({ optionIds: [idOf('Quality'), idOf('Price'), idOf('Service')] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Price down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Service up' }));
    expect(view.value()).toEqual({ optionIds: [idOf('Quality'), idOf('Service'), idOf('Price')] });
    expect(screen.getByRole('button', { name: 'Move Quality up' })).toHaveProperty('disabled', true);
  });

  it("moves by keyboard through dnd-kit's sensor: space, arrow down, space", () => {
    // happy-dom lays nothing out: give each ranked item a 40 px row so the sensor can measure.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('.cairn-rank__item');
      const index = item ? [...(item.parentElement?.children ?? [])].indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 50, width: 300, height: 40 });
    });
    const view = renderQuestion(node);
    rankAll();
    const handle = screen.getByRole('button', { name: 'Drag Price' });
    handle.focus();
    // The sensor starts listening for moves on the next timer turn: fake timers step over it.
    vi.useFakeTimers();
    try {
      for (const code of ['Space', 'ArrowDown', 'Space']) {
        fireEvent.keyDown(handle, { code });
        act(() => vi.runOnlyPendingTimers());
      }
    } finally {
      vi.useRealTimers();
    }
    expect(view.value()).toEqual({ optionIds: [idOf('Quality'), idOf('Price'), idOf('Service')] });
    expect(ranking()[0]).toContain('Quality');
  });

  it('ranks the top n only when `max` is set', () => {
    const topTwo = buildQuestion(QuestionType.Rank, {
      options: ['A', 'B', 'C'],
      setting: { min: 1, max: 2 },
    });
    const view = renderQuestion(topTwo);
    fireEvent.click(screen.getByRole('button', { name: 'Add C to the ranking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add A to the ranking' }));
    expect(screen.getByRole('button', { name: 'Add B to the ranking' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove C from the ranking' }));
    expect(view.value()).toEqual({ optionIds: [topTwo.options[0]?.id] });
    expect(view.check().ok).toBe(true);
  });
});
