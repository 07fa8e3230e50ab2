import type { Interviewee } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders a screen at `path` matched by `pattern`, with a fresh query client that does not retry. */
export function renderAt(pattern: string, path: string, page: ReactElement): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

export function interviewee(over: Partial<Interviewee> = {}): Interviewee {
  return {
    id: 1,
    code: 'U1',
    name: 'Ann',
    mobile: null,
    groupId: null,
    groupName: null,
    fields: {},
    state: 0,
    hostId: null,
    responseId: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}
