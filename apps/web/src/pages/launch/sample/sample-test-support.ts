import type { SampleOrder } from '@cairn/contract';

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
