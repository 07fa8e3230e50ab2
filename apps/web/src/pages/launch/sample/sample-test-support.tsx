import type { SampleOrder } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** A fielding order of 100 (the page tests' fixture); `over` changes any field. */
export function order(n: number, over: Partial<SampleOrder> = {}): SampleOrder {
  return {
    id: `sp_order${String(n).padStart(6, '0')}`,
    surveyCode: 'S1',
    name: `Order ${n}`,
    tags: [{ key: 'gender', operator: 'in', value: ['female'] }],
    quantity: 100,
    incidence: 50,
    questions: 3,
    priceFen: 1320,
    budgetFen: 132_000,
    status: 'fielding',
    provider: 'panel-local',
    delivered: 40,
    accepted: 30,
    rejected: 2,
    pending: 8,
    owed: 60,
    deliveryError: null,
    spentFen: 0,
    refundedFen: 0,
    pendingOrder: null,
    paidOrderId: 'od_1',
    createdAt: 0,
    updatedAt: 0,
    completedAt: null,
    ...over,
  };
}

/** Renders a sample page at `url`, its route `path`, with a fresh query client. */
export function renderSamplePage(path: string, url: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}
