// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../../api/endpoints/files.ts';
import { renderEditor } from './test-harness.tsx';

// Image links are signed by the server; here every key gets a fixed link, with no network.
beforeEach(() => {
  vi.spyOn(files, 'signFiles').mockImplementation(async (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, `/api/files/${key}?exp=9999999999999&sig=test`])),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const KEY = 'a'.repeat(32);
const settingOf = (view: Awaited<ReturnType<typeof renderEditor>>) =>
  view.state.tree.nodes.get(view.id)?.setting as Record<string, unknown>;

describe('hot-spot regions in the editor', { timeout: 30_000 }, () => {
  it('asks for an image before regions can be drawn', async () => {
    await renderEditor(QuestionType.CanvasImage);
    expect(screen.getByText('Choose a background image first, then draw the regions on it')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose image/ })).toBeTruthy();
  });

  it('draws a rectangle by dragging, names it, and deletes it from the list', async () => {
    const view = await renderEditor(QuestionType.CanvasImage, { setting: { image: KEY } });
    vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
    } as DOMRect);
    const stage = screen.getByRole('application', { name: /Region canvas/ });
    fireEvent.pointerDown(stage, { clientX: 20, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 120, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 120, clientY: 60, pointerId: 1 });

    expect(view.edits.at(-1)).toMatchObject({ path: '/nodes/update' });
    expect(settingOf(view).regions).toEqual([
      {
        id: 'r1',
        label: 'Region 1',
        shape: 'rect',
        points: [
          [0.1, 0.1],
          [0.6, 0.6],
        ],
      },
    ]);

    const name = screen.getByRole('textbox', { name: 'Name of region 1' });
    fireEvent.change(name, { target: { value: 'Logo' } });
    fireEvent.blur(name);
    expect((settingOf(view).regions as { label: string }[])[0]?.label).toBe('Logo');

    fireEvent.click(screen.getByRole('button', { name: 'Delete region Logo' }));
    expect(settingOf(view).regions).toEqual([]);
  });

  it('draws a polygon by clicks and closes it with Enter; nudges the selected region with arrows', async () => {
    const view = await renderEditor(QuestionType.CanvasImage, { setting: { image: KEY } });
    vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    } as DOMRect);
    fireEvent.click(screen.getByText('Polygon'));
    const stage = screen.getByRole('application', { name: /Region canvas/ });
    for (const [x, y] of [
      [10, 10],
      [50, 10],
      [30, 40],
    ])
      fireEvent.pointerDown(stage, { clientX: x, clientY: y, button: 0, pointerId: 1 });
    fireEvent.keyDown(stage, { key: 'Enter' });
    const [region] = settingOf(view).regions as { shape: string; points: number[][] }[];
    expect(region?.shape).toBe('polygon');
    expect(region?.points).toEqual([
      [0.1, 0.1],
      [0.5, 0.1],
      [0.3, 0.4],
    ]);

    // The new region is selected: arrow keys move it, stopped by the edge.
    fireEvent.keyDown(stage, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(stage, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(stage, { key: 'ArrowLeft', shiftKey: true });
    const [moved] = settingOf(view).regions as { points: number[][] }[];
    expect(moved?.points[0]).toEqual([0, 0.1]);
    fireEvent.keyDown(stage, { key: 'Delete' });
    expect(settingOf(view).regions).toEqual([]);
  });
});

describe('script formula problems', { timeout: 30_000 }, () => {
  it('are shown in the author’s language', async () => {
    await renderEditor(QuestionType.Script, { setting: { expression: 'Q9 +' } }, { lang: 'zh' });
    expect(await screen.findByText('第 5 个字符：公式不完整')).toBeTruthy();
    cleanup();
    await renderEditor(QuestionType.Script, { setting: { expression: 'median(1)' } }, { lang: 'en' });
    expect(
      await screen.findByText('Character 1: There is no function median; use sum, count, min, max or avg'),
    ).toBeTruthy();
  });
});

describe('date bounds', { timeout: 30_000 }, () => {
  it('are picked with a date picker and stored in the question’s text form', async () => {
    const view = await renderEditor(QuestionType.Date, { setting: { start_time: '2026-01-05' } });
    const input = screen.getByLabelText('Earliest date') as HTMLInputElement;
    expect(input.value).toBe('2026-01-05');
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '2026-02-10' } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(view.edits.at(-1)).toMatchObject({
      path: '/nodes/update',
      body: { setting: { start_time: '2026-02-10' } },
    });
  });
});
