// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('heatmap', () => {
  const node = buildQuestion(QuestionType.Heatmap, { setting: { image: '/img/page.png', max: 2 } });

  it('turns clicks into relative points with numbered markers; a marker click removes it', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 200 }),
    );
    const view = renderQuestion(node);
    const area = screen.getByRole('application');
    fireEvent.click(area, { clientX: 200, clientY: 100 });
    fireEvent.click(area, { clientX: 500, clientY: 250 });
    fireEvent.click(area, { clientX: 300, clientY: 150 }); // over `max`: ignored
    expect(view.value()).toEqual([
      { x: 0.25, y: 0.25 },
      { x: 1, y: 1 },
    ]);
    expect(view.check().ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove marker 1' }));
    expect(view.value()).toEqual([{ x: 1, y: 1 }]);
    expect(screen.getByRole('button', { name: 'Remove marker 1' }).textContent).toBe('1');
  });

  it('places points from the keyboard with a cross-hair', () => {
    const view = renderQuestion(node);
    const area = screen.getByRole('application');
    fireEvent.focus(area);
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', ' ']) fireEvent.keyDown(area, { key });
    expect(view.value()).toEqual([{ x: 0.4, y: 0.45 }]);
  });
});

describe('hot spot', () => {
  const node = buildQuestion(QuestionType.CanvasImage, {
    setting: {
      image: '/img/shelf.png',
      max: 1,
      regions: [
        {
          id: 'a',
          label: 'Logo',
          shape: 'rect',
          points: [
            [0, 0],
            [0.5, 0.5],
          ],
        },
        {
          id: 'b',
          label: 'Price',
          shape: 'polygon',
          points: [
            [0.5, 0.5],
            [1, 0.5],
            [1, 1],
          ],
        },
      ],
    },
  });

  it('toggles a region by tapping its shape, the same as its checkbox', () => {
    const view = renderQuestion(node);
    const shapes = view.container.querySelectorAll('.cairn-hotspot__region');
    expect(view.container.querySelector('rect')).toBeTruthy();
    expect(view.container.querySelector('polygon')?.getAttribute('points')).toBe('0.5,0.5 1,0.5 1,1');
    fireEvent.click(shapes[1] as Element);
    expect(view.value()).toEqual({ regionIds: ['b'] });
    expect((screen.getByRole('checkbox', { name: 'Price' }) as HTMLInputElement).checked).toBe(true);
    // `max` 1: the other region waits until this one is released.
    expect((screen.getByRole('checkbox', { name: 'Logo' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(shapes[1] as Element);
    expect(view.value()).toBeNull();
  });
});

describe('highlighter', () => {
  const node = buildQuestion(QuestionType.CanvasWord, { setting: { passage: 'Great food, slow service.' } });

  it('marks words with the chosen pen as character ranges of the passage', () => {
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('button', { name: 'food' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dislike' }));
    fireEvent.click(screen.getByRole('button', { name: 'slow' }));
    expect(view.value()).toEqual([
      { start: 6, end: 10, mark: 'like' },
      { start: 12, end: 16, mark: 'dislike' },
    ]);
    expect(screen.getByRole('button', { name: 'slow: Dislike' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.check().ok).toBe(true);
  });

  it('re-marks a word with the other pen, unmarks it with the same one', () => {
    const view = renderQuestion(node);
    fireEvent.click(screen.getByRole('button', { name: 'Great' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dislike' }));
    fireEvent.click(screen.getByRole('button', { name: 'Great: Like' }));
    expect(view.value()).toEqual([{ start: 0, end: 5, mark: 'dislike' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Great: Dislike' }));
    expect(view.value()).toBeNull();
  });

  it('cuts a Chinese passage into words too', () => {
    const zh = buildQuestion(QuestionType.CanvasWord, { setting: { passage: '服务很好' } }, { lang: 'zh' });
    const view = renderQuestion(zh, { lang: 'zh' });
    const words = view.container.querySelectorAll('.cairn-word');
    expect(words.length).toBeGreaterThan(1);
    fireEvent.click(words[0] as Element);
    expect(view.check().ok).toBe(true);
  });
});
