// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as finance from '../../api/endpoints/finance.ts';
import * as thirdParty from '../../api/endpoints/third-party.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { coupon, order, personalWallet, recharge, refusal, renderFinance } from './finance-test-kit.tsx';
import { OrderPayPanel } from './order-pay-panel.tsx';
import { RechargeModal } from './recharge-modal.tsx';
import { RechargeProvider } from './recharge-opener.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const api = mockExports(finance);
const third = mockExports(thirdParty);

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  api.fetchWallet.mockResolvedValue(personalWallet(10_000));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

describe('recharging', { timeout: 30_000 }, () => {
  it('checks the amount in fen before any call: range and two decimals', async () => {
    renderFinance('/', '/', <RechargeModal onClose={() => {}} />);
    fireEvent.change(amountField(), { target: { value: '0.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('The amount must be between ¥1 and ¥50,000')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '1.005' } });
    expect(await screen.findByText('Enter a valid amount (at most two decimals)')).toBeTruthy();
    expect(api.startRecharge).not.toHaveBeenCalled();
  });

  it('sends the typed yuan as fen, opens the pay page and goes to the payment result', async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    api.startRecharge.mockResolvedValue(recharge({ amountFen: 10_029 }));
    renderFinance('/', '/', <RechargeModal onClose={() => {}} />);
    fireEvent.change(amountField(), { target: { value: '100.29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(api.startRecharge).toHaveBeenCalledWith(10_029);
    expect(popup).toHaveBeenCalledWith('http://127.0.0.1/dev/pay/py_abcdefgh12', '_blank', 'noopener');
    popup.mockRestore();
  });

  it('on A21015 opens the follow-and-bind QR and, once bound, sends the same recharge again', async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    api.startRecharge
      .mockRejectedValueOnce(refusal('A21015', 'Follow and bind the official account first'))
      .mockResolvedValueOnce(recharge());
    third.bindTicket.mockResolvedValue({
      ticket: 'abcdefghijklmnop',
      qrContent: 'http://127.0.0.1/dev/messaging/scan?ticket=abcdefghijklmnop',
      simulated: true,
      expiresAt: Date.now() + 120_000,
    });
    third.pollBind.mockResolvedValue({ state: 0 } as never);
    renderFinance('/', '/', <RechargeModal onClose={() => {}} />);
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('Follow and bind the official account to recharge')).toBeTruthy();
    expect(api.startRecharge).toHaveBeenCalledTimes(1);
    third.pollBind.mockResolvedValue({ state: 1 } as never);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(api.startRecharge).toHaveBeenCalledTimes(2);
    expect(api.startRecharge).toHaveBeenLastCalledWith(10_000);
    popup.mockRestore();
  });
});

describe('withdrawing', { timeout: 30_000 }, () => {
  it('refuses more than the balance before any call', async () => {
    renderFinance('/', '/', <WithdrawForm balanceFen={5_000} />);
    fireEvent.change(amountField(), { target: { value: '50.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You cannot withdraw more than the balance, ¥50.00')).toBeTruthy();
    expect(api.withdraw).not.toHaveBeenCalled();
  });

  it('shows A21014 (once a day) on the form and stays there', async () => {
    api.withdraw.mockRejectedValue(refusal('A21014', 'You can withdraw once a day'));
    renderFinance('/', '/', <WithdrawForm balanceFen={10_000} />);
    fireEvent.change(amountField(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You can withdraw once a day');
    expect(api.withdraw).toHaveBeenCalledWith(1_000);
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});

describe('paying an order', { timeout: 30_000 }, () => {
  it('says how much is missing, with a recharge of exactly that, and keeps pay disabled', async () => {
    api.fetchPayInfo.mockResolvedValue({
      order: order(),
      balanceFen: 20_000,
      discountFen: 0,
      dueFen: 50_000,
      shortFen: 30_000,
      coupons: [],
    });
    renderFinance(
      '/',
      '/',
      <RechargeProvider>
        <OrderPayPanel order={order()} />
      </RechargeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The wallet is ¥300.00 short.');
    expect(screen.getByRole('button', { name: 'Pay ¥500.00 from the wallet' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('300.00'));
  });

  it('pays after the confirmation when the balance is enough', async () => {
    api.fetchPayInfo.mockResolvedValue({
      order: order(),
      balanceFen: 60_000,
      discountFen: 0,
      dueFen: 50_000,
      shortFen: 0,
      coupons: [],
    });
    api.payOrder.mockResolvedValue(order({ status: 'paid', paidAt: 1, heldFen: 50_000 }));
    renderFinance('/', '/', <OrderPayPanel order={order()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ¥500.00 from the wallet' }));
    expect(await screen.findByText('Pay ¥500.00 from the wallet?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith('od_abcdefgh12', undefined));
    expect(await screen.findByText('The order is paid')).toBeTruthy();
  });

  it('takes a picked coupon off what is due and pays with it', async () => {
    const info = { order: order(), balanceFen: 60_000, shortFen: 0, coupons: [coupon()] };
    api.fetchPayInfo.mockImplementation(async (_id: string, couponId?: string) =>
      couponId
        ? { ...info, discountFen: 5_000, dueFen: 45_000 }
        : { ...info, discountFen: 0, dueFen: 50_000 },
    );
    api.payOrder.mockResolvedValue(order({ status: 'paid', paidAt: 1, heldFen: 50_000, discountFen: 5_000 }));
    renderFinance('/', '/', <OrderPayPanel order={order()} />);
    await screen.findByRole('button', { name: 'Pay ¥500.00 from the wallet' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Coupon' }));
    fireEvent.click(await screen.findByText(/¥50\.00 off/));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ¥450.00 from the wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith('od_abcdefgh12', 'cp_abcdefgh12'));
  });
});
