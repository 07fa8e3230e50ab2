// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lotteries from '../../../api/endpoints/lotteries.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { LotteryLogPage } from './log-page.tsx';
import { lottery, renderLotteryPage, surveyBase, winner } from './lottery-test-support.tsx';

const api = mockExports(lotteries);
const base = mockExports(projectBase);

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
  api.fetchLottery.mockResolvedValue(lottery());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const openLog = () => renderLotteryPage('/log/:id', '/log/lt_1', <LotteryLogPage />);

describe('lottery winners’ log', () => {
  it('lists each winner’s prize, status, claim and coupon code', async () => {
    api.fetchWinners.mockResolvedValue({
      page: 1,
      pageSize: 20,
      total: 2,
      records: [
        winner(),
        winner({
          id: 2,
          responseId: '0b7e6d2a-42aa-4c4e-9a57-3f1f0c2d4a42',
          prizeName: 'Coffee',
          kind: 'coupon',
          couponCode: 'CAFE-01',
          claim: null,
          status: 'claimed',
        }),
      ],
    });
    openLog();
    await screen.findByText('Li Lei');
    const rows = screen.getAllByRole('row');
    const mug = rows.find((r) => r.textContent?.includes('Mug'))!;
    expect(within(mug).getByText('Claimed')).toBeTruthy();
    expect(within(mug).getByText('Li Lei')).toBeTruthy();
    expect(within(mug).getByText('1 Park Road')).toBeTruthy();
    expect(within(mug).getByText('T-shirt size')).toBeTruthy();
    expect(within(mug).getByText('Address')).toBeTruthy();
    const coffee = rows.find((r) => r.textContent?.includes('Coffee'))!;
    expect(within(coffee).getByText('CAFE-01')).toBeTruthy();
    expect(api.fetchWinners).toHaveBeenCalledWith({ id: 'lt_1', page: 1, pageSize: 20 });
  });

  it('pages through the winners', async () => {
    api.fetchWinners.mockResolvedValue({ page: 1, pageSize: 20, total: 45, records: [winner()] });
    openLog();
    await screen.findByText('Li Lei');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(api.fetchWinners).toHaveBeenLastCalledWith({ id: 'lt_1', page: 2, pageSize: 20 }),
    );
  });

  it('says when no one has won, and when an after-close lottery is not drawn', async () => {
    api.fetchWinners.mockResolvedValue({ page: 1, pageSize: 20, total: 0, records: [] });
    openLog();
    expect(await screen.findByText('No winners yet')).toBeTruthy();
    cleanup();
    api.fetchLottery.mockResolvedValue(lottery({ mode: 'after-close', status: 'ended' }));
    openLog();
    expect(await screen.findByText(/listed here once the lottery ends and is drawn/)).toBeTruthy();
  });

  it('offers to send refused cash payouts again when the lottery has cash prizes', async () => {
    api.fetchLottery.mockResolvedValue(
      lottery({ prizes: [{ name: 'Cash', kind: 'cash', amountFen: 300, stock: 1 }] as never }),
    );
    api.fetchWinners.mockResolvedValue({
      page: 1,
      pageSize: 20,
      total: 1,
      records: [
        winner({ id: 7, prizeName: 'Cash', kind: 'cash', amountFen: 300, claim: null, status: 'failed' }),
      ],
    });
    api.retryWinnerPayouts.mockResolvedValue({ retried: 1, skipped: [] });
    openLog();
    await screen.findByText('Failed');
    expect(screen.getByRole('button', { name: /Retry failed payouts/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.retryWinnerPayouts).toHaveBeenCalledWith('lt_1', [7]));
    expect(await screen.findByText('1 payout sent again')).toBeTruthy();
  });

  it('has no payout controls for a lottery without cash', async () => {
    const mugOnly = lottery().prizes.filter((p) => p.kind !== 'cash');
    api.fetchLottery.mockResolvedValue(lottery({ prizes: mugOnly, remaining: [2] }));
    api.fetchWinners.mockResolvedValue({ page: 1, pageSize: 20, total: 1, records: [winner()] });
    openLog();
    await screen.findByText('Li Lei');
    expect(screen.queryByRole('button', { name: /Retry failed payouts/ })).toBeNull();
  });
});
