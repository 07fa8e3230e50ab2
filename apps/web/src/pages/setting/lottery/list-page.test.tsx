// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lotteries from '../../../api/endpoints/lotteries.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { LotteryDetailsPage as DetailsTestPage } from './details-page.tsx';
import { LotteryListPage } from './list-page.tsx';
import { lottery, renderLotteryPage, surveyBase } from './lottery-test-support.tsx';

const api = mockExports(lotteries);
const base = mockExports(projectBase);

const page = (records: ReturnType<typeof lottery>[], total = records.length) => ({
  page: 1,
  pageSize: 10,
  total,
  records,
});
const buttonsOf = (name: string) =>
  within(screen.getByRole('group', { name: `Actions for ${name}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('lottery list', () => {
  it('says when there are none, and offers to create one', async () => {
    api.fetchLotteries.mockResolvedValue(page([]));
    renderLotteryPage('', '', <LotteryListPage />);
    expect(await screen.findByText('No lotteries yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New lottery/ }));
    expect(screen.getByTestId('where').textContent).toBe('/project/S1/setting/lottery/create');
  });

  it('shows each lottery’s status, prizes and the buttons its status allows', async () => {
    api.fetchLotteries.mockResolvedValue(
      page([
        lottery(),
        lottery({
          id: 'lt_2',
          name: 'Draft draw',
          status: 'draft',
          prizes: [lottery().prizes[1]!],
          remaining: [3],
        }),
        lottery({ id: 'lt_3', name: 'Cash draw', status: 'paying' }),
        lottery({ id: 'lt_4', name: 'Closed draw', status: 'ended', mode: 'after-close' }),
      ]),
    );
    renderLotteryPage('', '', <LotteryListPage />);
    await screen.findByText('Thank-you draw');
    expect(screen.getAllByText('Running').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Cash ¥5.00 × 10/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('7 left').length).toBeGreaterThan(0);
    expect(buttonsOf('Thank-you draw')).toEqual(['Pause', 'End', 'Details', 'Winners']);
    expect(buttonsOf('Draft draw')).toEqual(['Edit', 'Start', 'Details', 'Winners']);
    expect(buttonsOf('Cash draw')).toEqual(['Pay', 'Edit', 'Details', 'Winners']);
    expect(buttonsOf('Closed draw')).toEqual(['Draw', 'Details', 'Winners']);
  });

  it('starts a draft and draws an ended after-close lottery after confirming', async () => {
    api.fetchLotteries.mockResolvedValue(
      page([
        lottery({
          id: 'lt_2',
          name: 'Draft draw',
          status: 'draft',
          prizes: [lottery().prizes[1]!],
          remaining: [3],
        }),
        lottery({ id: 'lt_4', name: 'Closed draw', status: 'ended', mode: 'after-close' }),
      ]),
    );
    api.changeLotteryStatus.mockResolvedValue(lottery());
    api.drawLottery.mockResolvedValue(lottery({ drawSeed: 'abc' }));
    renderLotteryPage('', '', <LotteryListPage />);
    await screen.findByText('Draft draw');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Actions for Draft draw' })).getByRole('button', {
        name: 'Start',
      }),
    );
    await waitFor(() =>
      expect(api.changeLotteryStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 'lt_2' }), 'start'),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Actions for Closed draw' })).getByRole('button', {
        name: 'Draw',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The draw happens once/)).toBeTruthy();
    expect(api.drawLottery).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(api.drawLottery).toHaveBeenCalledWith('lt_4'));
  });

  it('goes to pay the order of a lottery awaiting payment', async () => {
    api.fetchLotteries.mockResolvedValue(page([lottery({ status: 'paying' })]));
    api.pendingOrderOf.mockResolvedValue({ id: 'od_12345678', amountFen: 5_000 });
    renderLotteryPage('', '', <LotteryListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/project/S1/setting/lottery/pay?order=od_12345678&campaign=lt_1',
      ),
    );
  });

  it('shows the seed and what is left on the details page once drawn', async () => {
    api.fetchLottery.mockResolvedValue(
      lottery({
        mode: 'after-close',
        status: 'ended',
        drawSeed: 'seed-9f2c',
        drawnAt: Date.UTC(2026, 10, 3),
      }),
    );
    renderLotteryPage('/details/:id', '/details/lt_1', <DetailsTestPage />);
    expect(await screen.findByText('seed-9f2c')).toBeTruthy();
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
  });
});
