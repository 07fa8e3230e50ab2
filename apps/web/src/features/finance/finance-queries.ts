import type { Coupon } from '@cairn/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  fetchCoupons,
  fetchInvoices,
  fetchOrder,
  fetchOrders,
  fetchPayInfo,
  fetchRecharges,
  fetchStatement,
  fetchWallet,
  fetchWithdrawals,
} from '../../api/endpoints/finance.ts';

/** Every finance query lives under this key, so a change (recharge, pay, withdraw) refreshes them all. */
export const FINANCE_KEY = ['finance'] as const;

export const useWallet = () => useQuery({ queryKey: [...FINANCE_KEY, 'wallet'], queryFn: fetchWallet });

export function useInvalidateFinance() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: FINANCE_KEY }), [client]);
}

type PageFetcher<T> = (page: number, pageSize: number) => Promise<{ total: number; records: T[] }>;

/** One paged list: its page, size, and the query (the previous page stays shown while the next loads). */
export function usePagedList<T>(name: string, fetcher: PageFetcher<T>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    queryKey: [...FINANCE_KEY, name, page, pageSize],
    queryFn: () => fetcher(page, pageSize),
    placeholderData: keepPreviousData,
  });
  const pagination = {
    current: page,
    pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    onChange: (p: number, size: number) => {
      setPage(size === pageSize ? p : 1);
      setPageSize(size);
    },
  };
  return { query, pagination };
}

export const useStatement = () => usePagedList('statement', fetchStatement);
export const useRecharges = () => usePagedList('recharges', fetchRecharges);
export const useOrders = () => usePagedList('orders', fetchOrders);
export const useWithdrawals = () => usePagedList('withdrawals', fetchWithdrawals);
export const useInvoices = () => usePagedList('invoices', fetchInvoices);

export const useOrder = (id: string) =>
  useQuery({ queryKey: [...FINANCE_KEY, 'order', id], queryFn: () => fetchOrder(id) });
/** What paying the order takes, with the chosen coupon's discount; the previous answer shown while a new coupon's loads. */
export const usePayInfo = (id: string, enabled: boolean, couponId?: string) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'pay-info', id, couponId ?? null],
    queryFn: () => fetchPayInfo(id, couponId),
    enabled,
    placeholderData: keepPreviousData,
  });
/** The wallet's coupons of one state (the coupons page's tabs). */
export const useCoupons = (state: Coupon['state']) =>
  usePagedList(`coupons-${state}`, (page, pageSize) => fetchCoupons(state, page, pageSize));
