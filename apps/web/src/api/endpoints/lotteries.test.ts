import { paymentApi } from '@cairn/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lottery } from '../../pages/setting/lottery/lottery-test-support.tsx';
import { api } from '../client.ts';
import { pendingOrderOf } from './lotteries.ts';

vi.mock('../client.ts', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);
afterEach(() => vi.resetAllMocks());

const order = (refId: string, kind: 'lottery' | 'envelope') => ({
  id: `od_${refId}_${kind}`,
  kind,
  refId,
  amountFen: 900,
});

describe('the order a lottery waits on', () => {
  it('is the answer’s pendingOrder when the server sends one', async () => {
    expect(await pendingOrderOf(lottery({ pendingOrder: { id: 'od_1', amountFen: 5 } }))).toEqual({
      id: 'od_1',
      amountFen: 5,
    });
    expect(await pendingOrderOf(lottery({ pendingOrder: null }))).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('else the lottery’s own unpaid order among the wallet’s', async () => {
    call.mockResolvedValue({
      page: 1,
      pageSize: 50,
      total: 3,
      records: [order('lt_1', 'envelope'), order('lt_2', 'lottery'), order('lt_1', 'lottery')],
    });
    const { pendingOrder: _omit, ...withoutOrder } = lottery();
    expect(await pendingOrderOf(withoutOrder)).toEqual({ id: 'od_lt_1_lottery', amountFen: 900 });
    expect(call).toHaveBeenCalledWith(paymentApi.orders, { status: 'unpaid', page: 1, pageSize: 50 });
  });
});
