// @vitest-environment happy-dom
import type { AnswerNode, AnswerRow } from '@cairn/contract';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { AnswerGrid } from './answer-grid.tsx';
import { gridColumns } from './grid-columns.ts';

// happy-dom lays nothing out: give every element a 1000 × 400 box, as a desktop table has.
beforeAll(async () => {
  await changeLang('en');
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 1000,
    height: 400,
    top: 0,
    left: 0,
    right: 1000,
    bottom: 400,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
  // What the virtualiser measures its scroll element by.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
afterEach(cleanup);

const nodes: AnswerNode[] = Array.from({ length: 60 }, (_, i) => ({
  nodeId: i + 1,
  code: `Q${i + 1}`,
  title: `Question ${i + 1}`,
  type: 1,
  columns: [],
}));
const rows: AnswerRow[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  status: 'complete',
  version: 1,
  startedAt: '2026-11-01T10:00:00.000Z',
  submittedAt: '2026-11-01T10:05:00.000Z',
  durationMs: 300_000,
  source: '',
  channel: '',
  device: 'pc',
  ip: '203.0.113.1',
  values: Object.fromEntries(nodes.map((n) => [n.nodeId, `answer ${i}-${n.nodeId}`])),
}));

function renderGrid(overrides: Partial<Parameters<typeof AnswerGrid>[0]> = {}) {
  const props = {
    rows,
    total: rows.length,
    columns: gridColumns(nodes),
    hasMore: false,
    isLoadingMore: false,
    loadMore: vi.fn(),
    selected: new Set<string>(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    sort: { sort: 'submittedAt' as const, order: 'desc' as const },
    onSort: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  const view = render(<AnswerGrid {...props} />);
  return { ...view, props };
}

describe('response grid', () => {
  it('puts only the rows and columns on screen in the DOM (5,000 × 60)', async () => {
    const { container } = renderGrid();
    const rowsInDom = () => container.querySelectorAll('[role="row"][aria-rowindex]:not(.answer-grid__head)');
    await waitFor(() => expect(rowsInDom().length).toBeGreaterThan(5));
    const bodyRows = rowsInDom();
    expect(bodyRows.length).toBeLessThan(60);
    const cells = bodyRows[0]!.querySelectorAll('[role="gridcell"]');
    // 3 pinned + the scrolling columns in view and overscan, never all 65.
    expect(cells.length).toBeLessThan(25);
    expect(container.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')).toBe('5001');
  });

  it('moves the active row with the keyboard; Enter opens it and Space selects it', () => {
    const { getByRole, props } = renderGrid();
    const grid = getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledWith(rows[1]!.id);
    fireEvent.keyDown(grid, { key: 'End' });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(props.onToggle).toHaveBeenCalledWith(rows[4999]!.id);
    expect(grid.getAttribute('aria-activedescendant')).toBe(`answer-row-${rows[4999]!.id}`);
  });

  it('asks for more rows when the last loaded row comes into view', async () => {
    const { props } = renderGrid({ rows: rows.slice(0, 5), total: 5000, hasMore: true });
    await waitFor(() => expect(props.loadMore).toHaveBeenCalled());
  });
});
