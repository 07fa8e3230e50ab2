import type { Coupon, Order, Recharge, ZOrderPayInfo } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';

/** Renders a finance screen at `path` (matched by `pattern`) with antd's App, a query client and a router. */
export function renderFinance(path: string, pattern: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

export const refusal = (code: string, message: string) => new ApiError(code, message, 'silent', false);

export const recharge = (over: Partial<Recharge> = {}): Recharge => ({
  id: 'rc_abcdefgh12',
  amountFen: 10_000,
  status: 'pending',
  payUrl: 'http://127.0.0.1/dev/pay/py_abcdefgh12',
  provider: 'sandbox',
  createdAt: 0,
  paidAt: null,
  ...over,
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: 'od_abcdefgh12',
  kind: 'envelope',
  refId: 'ev_1',
  amountFen: 50_000,
  status: 'unpaid',
  discountFen: 0,
  paidFen: 0,
  couponId: null,
  heldFen: 0,
  refundedFen: 0,
  invoiced: false,
  createdAt: 0,
  paidAt: null,
  cancelledAt: null,
  ...over,
});

/** An available ¥50.00-off coupon without a minimum. */
export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 'cp_abcdefgh12',
  amountOffFen: 5_000,
  minOrderFen: 0,
  expiresAt: Date.UTC(2030, 0, 1),
  state: 'available',
  source: 'operator',
  orderId: null,
  createdAt: 0,
  usedAt: null,
  ...over,
});

/** The pay info of `o` for a wallet holding `balanceFen`, without a coupon. */
export const payInfo = (o: Order, balanceFen: number): z.infer<typeof ZOrderPayInfo> => ({
  order: o,
  balanceFen,
  discountFen: 0,
  dueFen: o.amountFen,
  shortFen: Math.max(0, o.amountFen - balanceFen),
  coupons: [],
});

export const personalWallet = (balanceFen: number) => ({
  owner: { kind: 'user' as const, id: 1, name: 'me' },
  balanceFen,
  mayManage: true,
});
