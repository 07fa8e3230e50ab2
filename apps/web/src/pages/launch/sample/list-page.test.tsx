// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import * as sampleCalls from '../../../api/endpoints/sample.ts';
import { nextSamplePage } from '../../../features/sample/sample-queries.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { surveyBase } from '../../setting/envelope/envelope-test-support.tsx';
import { SampleListPage } from './list-page.tsx';
import { order, renderSamplePage } from './sample-test-support.tsx';

const api = mockExports(sampleCalls);
const base = mockExports(projectBase);

const pageOf = (page: number, total: number) => ({
  page,
  pageSize: 10,
  total,
  records: Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) =>
    order((page - 1) * 10 + i + 1),
  ),
});

function renderList() {
  renderSamplePage('/project/:code/launch/sample', '/project/S1/launch/sample', <SampleListPage />);
}

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('sample order list', () => {
  it('loads more pages while the list is shorter than total, then stops offering more', async () => {
    api.fetchSamples.mockImplementation(async (_code, page) => pageOf(page, 23));
    renderList();
    await screen.findByRole('heading', { name: 'Order 1' });
    expect(screen.getAllByTestId('sample-row')).toHaveLength(10);
    expect(api.fetchSamples).toHaveBeenLastCalledWith('S1', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Order 20' });
    expect(api.fetchSamples).toHaveBeenLastCalledWith('S1', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Order 23' });
    expect(screen.getAllByTestId('sample-row')).toHaveLength(23);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(api.fetchSamples).toHaveBeenCalledTimes(3);
  });

  it('computes the next page from page, pageSize and total', () => {
    expect(nextSamplePage({ page: 1, pageSize: 10, total: 10 })).toBeUndefined();
    expect(nextSamplePage({ page: 1, pageSize: 10, total: 11 })).toBe(2);
    expect(nextSamplePage({ page: 2, pageSize: 10, total: 20 })).toBeUndefined();
    expect(nextSamplePage({ page: 1, pageSize: 0, total: 11 })).toBe(2);
  });

  it('shows an empty state, the figures in yuan, the tags in words and the row’s actions', async () => {
    api.fetchSamples.mockResolvedValueOnce({ page: 1, pageSize: 10, total: 0, records: [] });
    renderList();
    await screen.findByText('No sample orders yet');
    cleanup();
    api.fetchSamples.mockResolvedValue({
      page: 1,
      pageSize: 10,
      total: 1,
      records: [order(1, { status: 'paying', pendingOrder: { id: 'od_2', amountFen: 132_000 } })],
    });
    renderList();
    const row = (await screen.findByRole('heading', { name: 'Order 1' })).closest(
      '[data-testid="sample-row"]',
    ) as HTMLElement;
    expect(within(row).getByText('¥1,320.00')).toBeTruthy();
    expect(within(row).getByText('Gender is one of Female')).toBeTruthy();
    expect(within(row).getByText('Awaiting payment')).toBeTruthy();
    const buttons = within(within(row).getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Pay', 'Edit', 'Details', 'Log']);
  });

  it('says so when the caller has no launch right, and offers a retry when loading fails', async () => {
    base.fetchProjectBase.mockResolvedValue(surveyBase(false));
    renderList();
    await screen.findByText(/no publishing right/);
    expect(api.fetchSamples).not.toHaveBeenCalled();
    cleanup();
    base.fetchProjectBase.mockResolvedValue(surveyBase());
    api.fetchSamples.mockRejectedValueOnce(new Error('down'));
    renderList();
    await screen.findByText('The sample orders could not be loaded');
    api.fetchSamples.mockResolvedValue(pageOf(1, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Order 1' });
  });
});
