// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pay from '../../../api/endpoints/envelope-pay.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { order, payInfo } from '../../../features/finance/finance-test-kit.tsx';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { renderLotteryPage, surveyBase } from './lottery-test-support.tsx';
import { LotteryPayPage } from './pay-page.tsx';

const api = mockExports(pay);
const base = mockExports(projectBase);

const ORDER = order({ id: 'od_12345678', kind: 'lottery', refId: 'lt_1', amountFen: 5_000 });

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('lottery pay page', () => {
  it('pays the cash prizes’ order and opens the lottery’s details', async () => {
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 10_000));
    api.fetchWallet.mockResolvedValue({
      owner: { kind: 'user', id: 1, name: 'me' },
      balanceFen: 10_000,
      mayManage: true,
    });
    api.payOrder.mockResolvedValue({ ...ORDER, status: 'paid' });
    renderLotteryPage('/pay', '/pay?order=od_12345678&campaign=lt_1', <LotteryPayPage />);
    expect(await screen.findByText('Pay the cash prizes')).toBeTruthy();
    expect(screen.getByText('¥50.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay from balance' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith('od_12345678', undefined));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/project/S1/setting/lottery/details/lt_1'),
    );
  });
});
