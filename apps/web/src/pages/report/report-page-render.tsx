import type { WeightingScheme } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { EMPTY_SCHEME } from '../../features/report/weighting/weighting-draft.ts';

/**
 * Renders a report screen as the router mounts it, for its tests: at
 * `/project/S1/report/{section}` (plus `search`), with a fresh query client that does not retry.
 */
export function renderReportPage(section: string, page: ReactElement, search = ''): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/project/S1/report/${section}${search}`]}>
          <Routes>
            <Route path={`/project/:code/report/${section}`} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

/** A saved weighting scheme "Census" (id 3), active or not, for report screens' tests. */
export const censusScheme = (active: boolean): WeightingScheme => ({
  id: 3,
  name: 'Census',
  active,
  definition: EMPTY_SCHEME.definition,
  createdAt: '',
  updatedAt: '',
});
