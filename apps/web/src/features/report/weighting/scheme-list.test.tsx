// @vitest-environment happy-dom
import type { WeightingScheme } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '../../../api/endpoints/report-weighting.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { SchemeList } from './scheme-list.tsx';
import { EMPTY_SCHEME } from './weighting-draft.ts';

const api = mockExports(endpoints);

const scheme = (
  id: number,
  name: string,
  active: boolean,
  method: 'rim' | 'cell' = 'rim',
): WeightingScheme => ({
  id,
  name,
  active,
  definition: { ...EMPTY_SCHEME.definition, method },
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:00:00Z',
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Another report screen's query: it must refetch when the active scheme changes.
  client.setQueryData(['report', 'S1', 'board', true], { stale: false });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/project/S1/report/weight-list']}>
          <Routes>
            <Route path="/project/:code/report/weight-list" element={<SchemeList surveyCode="S1" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
  return client;
}

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('weighting scheme list', () => {
  it('lists the schemes with their method and the active one marked, with edit links', async () => {
    api.fetchSchemes.mockResolvedValue([scheme(1, 'Census', true), scheme(2, 'Cells', false, 'cell')]);
    renderList();
    const census = (await screen.findByText('Census')).closest('tr') as HTMLElement;
    expect(within(census).getByText('Rim weighting')).toBeTruthy();
    expect(within(census).getByTestId('scheme-active')).toBeTruthy();
    expect(within(census).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    const cells = screen.getByText('Cells').closest('tr') as HTMLElement;
    expect(within(cells).queryByTestId('scheme-active')).toBeNull();
    expect(within(cells).getByText('Cell weighting')).toBeTruthy();
    expect(within(cells).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/project/S1/report/weight-edit?id=2',
    );
  });

  it('makes a scheme active and refreshes every report screen', async () => {
    api.fetchSchemes.mockResolvedValue([scheme(1, 'Census', true), scheme(2, 'Cells', false)]);
    api.activateScheme.mockResolvedValue({ id: 2 });
    const client = renderList();
    const row = (await screen.findByText('Cells')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(api.activateScheme).toHaveBeenCalledWith('S1', 2));
    await waitFor(() =>
      expect(client.getQueryState(['report', 'S1', 'board', true])?.isInvalidated).toBe(true),
    );
  });

  it('deactivates the active scheme (id null)', async () => {
    api.fetchSchemes.mockResolvedValue([scheme(1, 'Census', true)]);
    api.activateScheme.mockResolvedValue({ id: null });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.activateScheme).toHaveBeenCalledWith('S1', null));
  });

  it('deletes after confirmation', async () => {
    api.fetchSchemes.mockResolvedValue([scheme(1, 'Census', false)]);
    api.removeScheme.mockResolvedValue(null);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(api.removeScheme).not.toHaveBeenCalled();
    await screen.findByText('Delete the scheme “Census”?');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.removeScheme).toHaveBeenCalledWith('S1', 1));
  });

  it('shows the empty state and a load error with retry', async () => {
    api.fetchSchemes.mockResolvedValueOnce([]);
    renderList();
    expect(await screen.findByText('No weighting schemes yet')).toBeTruthy();
    cleanup();
    api.fetchSchemes.mockRejectedValueOnce(new Error('down'));
    renderList();
    expect(await screen.findByText('The weighting schemes could not be loaded')).toBeTruthy();
  });
});
