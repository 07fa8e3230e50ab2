// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import * as pay from '../../../api/endpoints/envelope-pay.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { coupon, order, payInfo } from '../../../features/finance/finance-test-kit.tsx';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { renderEnvelopePage, surveyBase } from './envelope-test-support.tsx';
import { EnvelopePayPage } from './pay-page.tsx';

const api = mockExports(pay);
const base = mockExports(projectBase);

const ORDER = order({ id: 'od_12345678', kind: 'envelope', refId: 'ev_1', amountFen: 10_000 });
const wallet = (balanceFen: number, mayManage = true) => ({
  owner: { kind: 'user' as const, id: 1, name: 'me' },
  balanceFen,
  mayManage,
});
const renderPay = () =>
  renderEnvelopePage('/pay', '/pay?order=od_12345678&campaign=ev_1', <EnvelopePayPage />);

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});
// A test here switches to zh: the next file in this worker's shared registry finds English.
afterAll(() => changeLang('en'));

describe('envelope pay page', () => {
  it('shows the amount and balance, pays from the balance and opens the campaign', async () => {
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 12_345));
    api.fetchWallet.mockResolvedValue(wallet(12_345));
    api.payOrder.mockResolvedValue({ ...ORDER, status: 'paid' });
    renderPay();
    expect(await screen.findByText('¥100.00')).toBeTruthy();
    expect(await screen.findByText('¥123.45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay from balance' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith('od_12345678', undefined));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/project/S1/setting/envelope/detail/ev_1'),
    );
  });

  it('takes a picked coupon off what is due and pays with it', async () => {
    api.fetchPayInfo.mockImplementation(async (_id: string, couponId?: string) => ({
      ...payInfo(ORDER, 12_345),
      coupons: [coupon()],
      ...(couponId ? { discountFen: 5_000, dueFen: 5_000 } : {}),
    }));
    api.fetchWallet.mockResolvedValue(wallet(12_345));
    api.payOrder.mockResolvedValue({ ...ORDER, status: 'paid', discountFen: 5_000 });
    renderPay();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Coupon' }));
    fireEvent.click(await screen.findByText(/¥50\.00 off/));
    expect(await screen.findByText('To pay')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay from balance' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith('od_12345678', 'cp_abcdefgh12'));
  });

  it('answers A0207 with the message and a link to recharge', async () => {
    // The balance was enough when the page loaded; another payment spent it meanwhile.
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 10_000));
    api.fetchWallet.mockResolvedValue(wallet(10_000));
    api.payOrder.mockRejectedValue(new ApiError('A0207', 'Insufficient balance', 'toast', false));
    renderPay();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay from balance' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Your wallet balance is too low/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/user/finance');
    expect(screen.getByTestId('where').textContent).toContain('/pay?');
  });

  it('says how much is missing before paying, in Chinese', async () => {
    await changeLang('zh');
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 2_500));
    api.fetchWallet.mockResolvedValue(wallet(2_500));
    renderPay();
    expect(await screen.findByText('余额不足，还差 ¥75.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去充值' })).toBeTruthy();
  });

  it('cancels the order after confirming', async () => {
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 0));
    api.fetchWallet.mockResolvedValue(wallet(0));
    api.cancelOrder.mockResolvedValue({ ...ORDER, status: 'cancelled' });
    renderPay();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(api.cancelOrder).toHaveBeenCalledWith('od_12345678'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/project/S1/setting/envelope'));
  });

  it('does not offer to pay from a wallet the caller may not spend', async () => {
    api.fetchPayInfo.mockResolvedValue(payInfo(ORDER, 50_000));
    api.fetchWallet.mockResolvedValue(wallet(50_000, false));
    renderPay();
    expect(await screen.findByText(/You may not pay from this wallet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay from balance' }).hasAttribute('disabled')).toBe(true);
  });
});
