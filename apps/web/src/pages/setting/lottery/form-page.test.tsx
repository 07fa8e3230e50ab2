// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import * as lotteries from '../../../api/endpoints/lotteries.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { LotteryCreatePage, LotteryEditPage } from './form-page.tsx';
import { lottery, renderLotteryPage, surveyBase } from './lottery-test-support.tsx';

const api = mockExports(lotteries);
const base = mockExports(projectBase);

const prize = (n: number) => screen.getByRole('group', { name: `Prize ${n}` });
const typeIn = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const errorsOf = (scope: HTMLElement, label: string) =>
  [
    ...(within(scope)
      .getByLabelText(label)
      .closest('.ant-form-item')
      ?.querySelectorAll('.ant-form-item-explain-error') ?? []),
  ].map((e) => e.textContent);
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

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

async function openCreate() {
  renderLotteryPage('/create', '/create', <LotteryCreatePage />);
  await screen.findByLabelText('Lottery name');
  fireEvent.change(screen.getByLabelText('Lottery name'), { target: { value: 'Thank-you draw' } });
}

/**
 * The create tests type into two prizes' antd fields and re-render the whole form on each change:
 * 7–10 s alone, over 20 s beside other workers on the shared 2-core machine, so they get 60 s.
 */
const SLOW = 60_000;

describe('lottery create form', () => {
  it(
    'puts each rule’s issue on its prize’s field and sends nothing',
    async () => {
      await openCreate();
      typeIn(prize(1), 'Prize name', 'Cash');
      fireEvent.click(within(prize(1)).getByLabelText('Cash'));
      await waitFor(() => within(prize(1)).getByLabelText('Amount each (¥)'));
      typeIn(prize(1), 'Amount each (¥)', '250');
      typeIn(prize(1), 'Chance (%)', '0');
      fireEvent.click(screen.getByRole('button', { name: /Add a prize/ }));
      await waitFor(() => prize(2));
      typeIn(prize(2), 'Prize name', 'Mug');
      typeIn(prize(2), 'Chance (%)', '12.345');
      submit('Save');
      await waitFor(() =>
        expect(errorsOf(prize(1), 'Amount each (¥)')).toEqual(['A cash prize is ¥0.30–¥200 each']),
      );
      expect(errorsOf(prize(1), 'Chance (%)')).toEqual(['A chance is 0.01%–100%']);
      expect(errorsOf(prize(2), 'Chance (%)')).toEqual([
        'Enter a percent from 0.01 to 100, at most two decimals',
      ]);
      expect(api.saveLottery).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'says when the chances add up to more than 100 % and checks the mode’s own field',
    async () => {
      await openCreate();
      typeIn(prize(1), 'Prize name', 'Mug');
      typeIn(prize(1), 'Chance (%)', '100');
      fireEvent.click(screen.getByRole('button', { name: /Add a prize/ }));
      await waitFor(() => prize(2));
      typeIn(prize(2), 'Prize name', 'Pen');
      typeIn(prize(2), 'Chance (%)', '0.5');
      expect(await screen.findByText('Chances add up to 100.5%')).toBeTruthy();
      submit('Save');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'The prizes’ chances must add up to at most 100%',
      );
      fireEvent.click(screen.getByLabelText('By order'));
      await waitFor(() => within(prize(1)).getByLabelText('Winning positions'));
      typeIn(prize(1), 'Winning positions', '1, 2');
      typeIn(prize(2), 'Winning positions', '2');
      submit('Save');
      await waitFor(() =>
        expect(errorsOf(prize(1), 'Winning positions')).toEqual([
          'Positions are whole numbers 1–1,000,000, each used once, no more than the quantity',
        ]),
      );
      expect(api.saveLottery).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'sends the coupon codes and claim form as the contract reads them, then opens the details',
    async () => {
      api.saveLottery.mockResolvedValue(lottery({ id: 'lt_9', status: 'draft', prizes: [] }));
      await openCreate();
      fireEvent.click(screen.getByLabelText('After close'));
      await within(prize(1)).findByLabelText('Winners');
      typeIn(prize(1), 'Prize name', 'Mug');
      typeIn(prize(1), 'Quantity', '3');
      fireEvent.click(within(prize(1)).getByLabelText('Phone'));
      typeIn(prize(1), 'Custom questions', 'T-shirt size\n');
      typeIn(prize(1), 'Winners', '2');
      fireEvent.click(screen.getByRole('button', { name: /Add a prize/ }));
      await waitFor(() => prize(2));
      typeIn(prize(2), 'Prize name', 'Coffee');
      fireEvent.click(within(prize(2)).getByLabelText('Coupon'));
      await waitFor(() => within(prize(2)).getByLabelText('Coupon codes'));
      typeIn(prize(2), 'Coupon codes', 'A1\n B2 \n\n');
      typeIn(prize(2), 'Winners', '2');
      submit('Save');
      await waitFor(() => expect(api.saveLottery).toHaveBeenCalled());
      expect(api.saveLottery.mock.calls[0]![0]).toEqual({
        name: 'Thank-you draw',
        surveyCode: 'S1',
        mode: 'after-close',
        startAt: null,
        endAt: null,
        prizes: [
          {
            name: 'Mug',
            kind: 'physical',
            stock: 3,
            winners: 2,
            claimFields: [{ key: 'name' }, { key: 'address' }, { key: 'custom', label: 'T-shirt size' }],
          },
          { name: 'Coffee', kind: 'coupon', codes: ['A1', 'B2'], winners: 2 },
        ],
      });
      await waitFor(() =>
        expect(screen.getByTestId('where').textContent).toBe('/project/S1/setting/lottery/details/lt_9'),
      );
    },
    SLOW,
  );

  it(
    'goes to pay the cash prizes’ order after saving',
    async () => {
      const saved = lottery({
        id: 'lt_9',
        status: 'paying',
        pendingOrder: { id: 'od_12345678', amountFen: 500 },
      });
      api.saveLottery.mockResolvedValue(saved);
      api.pendingOrderOf.mockResolvedValue(saved.pendingOrder ?? null);
      await openCreate();
      typeIn(prize(1), 'Prize name', 'Cash');
      fireEvent.click(within(prize(1)).getByLabelText('Cash'));
      await waitFor(() => within(prize(1)).getByLabelText('Amount each (¥)'));
      typeIn(prize(1), 'Amount each (¥)', '1.15');
      typeIn(prize(1), 'Chance (%)', '12.5');
      submit('Save');
      await waitFor(() => expect(api.saveLottery).toHaveBeenCalled());
      expect(api.saveLottery.mock.calls[0]![0].prizes).toEqual([
        { name: 'Cash', kind: 'cash', amountFen: 115, stock: 1, probabilityBp: 1250 },
      ]);
      await waitFor(() =>
        expect(screen.getByTestId('where').textContent).toBe(
          '/project/S1/setting/lottery/pay?order=od_12345678&campaign=lt_9',
        ),
      );
    },
    SLOW,
  );

  it(
    'puts the server’s issues on their fields too',
    async () => {
      api.saveLottery.mockRejectedValue(
        new ApiError('A2068', 'codes', 'toast', false, 200, {
          issues: [{ code: 'A2068', path: ['prizes', 0, 'stock'], message: 'stock is 1–100000' }],
        }),
      );
      await openCreate();
      typeIn(prize(1), 'Prize name', 'Mug');
      typeIn(prize(1), 'Chance (%)', '5');
      submit('Save');
      await waitFor(() => expect(errorsOf(prize(1), 'Quantity')).toEqual(['The quantity is 1–100,000']));
    },
    SLOW,
  );

  it(
    'speaks Chinese',
    async () => {
      await changeLang('zh');
      renderLotteryPage('/create', '/create', <LotteryCreatePage />);
      expect(await screen.findByRole('group', { name: '奖品 1' })).toBeTruthy();
      expect(screen.getByText('每份答卷提交时按各奖品的中奖概率抽一次')).toBeTruthy();
    },
    SLOW,
  );
});

describe('lottery edit form', () => {
  it('shows a started lottery read-only', async () => {
    api.fetchLottery.mockResolvedValue(lottery());
    renderLotteryPage('/edit/:id', '/edit/lt_1', <LotteryEditPage />);
    await screen.findByDisplayValue('Thank-you draw');
    expect(screen.getByText('A lottery that is Running cannot be changed')).toBeTruthy();
    expect((screen.getByLabelText('Lottery name') as HTMLInputElement).disabled).toBe(true);
    expect((within(prize(1)).getByLabelText('Amount each (¥)') as HTMLInputElement).value).toBe('5.00');
    expect((within(prize(2)).getByLabelText('Chance (%)') as HTMLInputElement).disabled).toBe(true);
  });

  it('saves a draft with its id', async () => {
    api.fetchLottery.mockResolvedValue(
      lottery({ status: 'draft', prizes: [lottery().prizes[1]!], remaining: [3] }),
    );
    api.saveLottery.mockResolvedValue(lottery({ status: 'draft' }));
    renderLotteryPage('/edit/:id', '/edit/lt_1', <LotteryEditPage />);
    await screen.findByDisplayValue('Thank-you draw');
    typeIn(prize(1), 'Chance (%)', '7');
    submit('Save changes');
    await waitFor(() => expect(api.saveLottery).toHaveBeenCalled());
    expect(api.saveLottery.mock.calls[0]![0]).toMatchObject({ id: 'lt_1', prizes: [{ probabilityBp: 700 }] });
  });
});
