import type { Lottery, Winner } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export { surveyBase } from '../envelope/envelope-test-support.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a lottery screen as the router mounts it (`/project/S1/setting/lottery/...`), with a
 * fresh query client that does not retry; the current address is in `getByTestId('where')`.
 */
export function renderLotteryPage(pattern: string, path: string, page: ReactElement): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/project/S1/setting/lottery${path}`]}>
          <Routes>
            <Route path={`/project/:code/setting/lottery${pattern}`} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

/** A lottery of survey S1: instant, a ¥5.00 cash prize × 10 at 10 % and a mug × 3 at 5 %, running unless told. */
export function lottery(over: Partial<Lottery> = {}): Lottery {
  return {
    id: 'lt_1',
    name: 'Thank-you draw',
    surveyCode: 'S1',
    mode: 'instant',
    prizes: [
      { name: 'Cash', kind: 'cash', amountFen: 500, stock: 10, probabilityBp: 1000 },
      {
        name: 'Mug',
        kind: 'physical',
        stock: 3,
        probabilityBp: 500,
        claimFields: [{ key: 'name' }, { key: 'address' }],
      },
    ],
    startAt: null,
    endAt: null,
    status: 'running',
    remaining: [7, 2],
    drawSeed: null,
    drawnAt: null,
    pendingOrder: null,
    createdAt: Date.UTC(2026, 10, 1),
    updatedAt: Date.UTC(2026, 10, 1),
    ...over,
  };
}

export function winner(over: Partial<Winner> = {}): Winner {
  return {
    id: 1,
    lotteryId: 'lt_1',
    responseId: '0b7e6d2a-41aa-4c4e-9a57-3f1f0c2d4a41',
    prizeIndex: 1,
    prizeName: 'Mug',
    kind: 'physical',
    amountFen: null,
    couponCode: null,
    status: 'claimed',
    claim: { name: 'Li Lei', address: '1 Park Road', 'T-shirt size': 'M' },
    wonAt: Date.UTC(2026, 10, 2, 8),
    claimedAt: Date.UTC(2026, 10, 2, 9),
    trackingNo: null,
    shippedAt: null,
    ...over,
  };
}
