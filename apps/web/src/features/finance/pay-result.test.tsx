// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as finance from '../../api/endpoints/finance.ts';
import { changeLang } from '../../i18n/index.ts';
import { PayResultPage } from '../../pages/finance/pay-result-page.tsx';
import { mockExports } from '../../testing/mock-exports.ts';
import { personalWallet, recharge, renderFinance } from './finance-test-kit.tsx';
import { RECHARGE_POLL_LIMIT, RECHARGE_POLL_MS } from './use-recharge-status.ts';

const api = mockExports(finance);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  api.fetchWallet.mockResolvedValue(personalWallet(10_000));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
  cleanup();
});

const openResult = async () => {
  renderFinance('/user/finance/recharge/rc_abcdefgh12', '/user/finance/recharge/:id', <PayResultPage />);
  await tick(0);
};

describe('the payment result page', { timeout: 30_000 }, () => {
  it('asks every 2 s while pending, one request at a time, and shows the credited amount once paid', async () => {
    api.fetchRecharge
      .mockResolvedValueOnce(recharge())
      .mockResolvedValueOnce(recharge())
      .mockResolvedValueOnce(recharge({ status: 'paid', paidAt: 1, payUrl: null }));
    await openResult();
    expect(api.fetchRecharge).toHaveBeenCalledTimes(1);
    expect(api.fetchRecharge).toHaveBeenLastCalledWith('rc_abcdefgh12');
    expect(screen.getByText(/Waiting for the payment… ¥100\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe(
      'http://127.0.0.1/dev/pay/py_abcdefgh12',
    );
    await tick(RECHARGE_POLL_MS - 1);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(2);
    await tick(RECHARGE_POLL_MS);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Recharge complete')).toBeTruthy();
    expect(screen.getByText('¥100.00 is in your wallet; the balance is now ¥100.00')).toBeTruthy();
    await tick(RECHARGE_POLL_MS * 5);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(3);
  });

  it('says a failed payment and pays again through a new attempt, then polls again', async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    api.fetchRecharge
      .mockResolvedValueOnce(recharge({ status: 'failed', payUrl: null }))
      .mockResolvedValueOnce(recharge({ payUrl: 'http://127.0.0.1/dev/pay/py_second1234' }));
    api.payRecharge.mockResolvedValue({
      rechargeId: 'rc_abcdefgh12',
      paymentId: 'py_second1234',
      payUrl: 'http://127.0.0.1/dev/pay/py_second1234',
    });
    await openResult();
    expect(screen.getByText('Payment failed')).toBeTruthy();
    await tick(RECHARGE_POLL_MS * 3);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await tick(0);
    expect(api.payRecharge).toHaveBeenCalledWith('rc_abcdefgh12');
    expect(popup).toHaveBeenCalledWith('http://127.0.0.1/dev/pay/py_second1234', '_blank', 'noopener');
    await tick(0);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Waiting for the payment/)).toBeTruthy();
    popup.mockRestore();
  });

  it('stops asking after its limit and asks again on refresh', async () => {
    api.fetchRecharge.mockResolvedValue(recharge());
    await openResult();
    await tick(RECHARGE_POLL_MS * RECHARGE_POLL_LIMIT);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(RECHARGE_POLL_LIMIT);
    expect(screen.getByText('No payment result yet')).toBeTruthy();
    await tick(RECHARGE_POLL_MS * 10);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(RECHARGE_POLL_LIMIT);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(0);
    expect(api.fetchRecharge).toHaveBeenCalledTimes(RECHARGE_POLL_LIMIT + 1);
  });
});
