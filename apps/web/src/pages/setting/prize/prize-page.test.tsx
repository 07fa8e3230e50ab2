// @vitest-environment happy-dom
import type { PrizeClaim, PrizeLottery } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as prizes from '../../../api/endpoints/prizes.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { renderLotteryPage, surveyBase } from '../lottery/lottery-test-support.tsx';
import { PrizeCentrePage } from './prize-page.tsx';

// The calls are spies; the module's other exports stay real.
const CALLS = [
  'fetchPrizeOverview',
  'fetchPrizeClaims',
  'addCouponCodes',
  'uploadCouponCodes',
  'shipPrize',
  'exportPrizeClaims',
] as const;
beforeEach(() => {
  for (const call of CALLS) vi.spyOn(prizes, call).mockImplementation(() => undefined as never);
});
const api = vi.mocked(prizes);
const base = mockExports(projectBase);

const drawn: PrizeLottery = {
  id: 'lt_1',
  name: 'Thank-you draw',
  status: 'running',
  mode: 'instant',
  acceptsCodes: true,
  prizes: [
    {
      index: 0,
      name: 'Coffee',
      kind: 'coupon',
      amountFen: null,
      stock: 10,
      drawn: 4,
      claimed: 3,
      shipped: 0,
      left: 6,
    },
    {
      index: 1,
      name: 'Mug',
      kind: 'physical',
      amountFen: null,
      stock: 3,
      drawn: 2,
      claimed: 2,
      shipped: 1,
      left: 1,
    },
    {
      index: 2,
      name: 'Gift money',
      kind: 'cash',
      amountFen: 500,
      stock: 5,
      drawn: 1,
      claimed: 1,
      shipped: 0,
      left: 4,
    },
  ],
};

function claim(over: Partial<PrizeClaim> = {}): PrizeClaim {
  return {
    winnerId: 7,
    responseId: '0b7e6d2a-41aa-4c4e-9a57-3f1f0c2d4a41',
    prizeIndex: 1,
    prizeName: 'Mug',
    kind: 'physical',
    status: 'claimed',
    claim: { name: 'Li Lei', phone: '13800138000', address: '1 Park Road' },
    couponCode: null,
    trackingNo: null,
    shippedAt: null,
    trackingEditableUntil: null,
    wonAt: Date.UTC(2026, 10, 2, 8),
    claimedAt: Date.UTC(2026, 10, 2, 9),
    ...over,
  };
}

const open = () => renderLotteryPage('/../prize', '/../prize', <PrizeCentrePage />);

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
  api.fetchPrizeOverview.mockResolvedValue({ lotteries: [drawn] });
  api.fetchPrizeClaims.mockResolvedValue({
    page: 1,
    pageSize: 20,
    total: 1,
    records: [claim()],
    masked: false,
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('prize centre', () => {
  it('shows each prize’s stock, drawn, claimed, shipped and left; codes left for a coupon', async () => {
    open();
    const coffee = (await screen.findByText('Coffee')).closest('tr')!;
    expect(within(coffee).getByText('Codes left: 6')).toBeTruthy();
    expect(within(coffee).getByRole('button', { name: 'Add codes' })).toBeTruthy();
    const mug = screen.getByText('Mug').closest('tr')!;
    expect(mug.textContent).toContain('Physical');
    expect([...mug.querySelectorAll('td')].map((td) => td.textContent).slice(2, 7)).toEqual([
      '3',
      '2',
      '2',
      '1',
      '1',
    ]);
    const cash = screen.getByText(/Gift money/).closest('tr')!;
    expect(cash.textContent).toContain('¥5.00');
    expect(within(cash).queryByRole('button')).toBeNull();
    expect(api.fetchPrizeOverview).toHaveBeenCalledWith('S1');
  });

  it('adds pasted codes and says how many were added and refused as duplicates', async () => {
    api.addCouponCodes.mockResolvedValue({ added: 2, duplicates: 1, invalid: [], codes: 12, left: 8 });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add codes' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Paste codes'), { target: { value: 'A-1\nA-2\nA-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Added: 2. Duplicates not added: 1. Codes in all: 12, left: 8');
    expect(api.addCouponCodes).toHaveBeenCalledWith(
      { surveyCode: 'S1', lotteryId: 'lt_1', prizeIndex: 0 },
      'A-1\nA-2\nA-1',
    );
  });

  it('shows a refusal of the codes in the dialog', async () => {
    api.addCouponCodes.mockRejectedValue(new Error('A prize is incomplete or wrong: at most 10000 codes'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add codes' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Paste codes'), { target: { value: 'A-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('A prize is incomplete or wrong: at most 10000 codes');
  });

  it('lists a physical prize’s claims, filters by state and ships one with a checked tracking number', async () => {
    api.shipPrize.mockResolvedValue({} as never);
    open();
    const mug = (await screen.findByText('Mug')).closest('tr')!;
    fireEvent.click(within(mug).getByRole('button', { name: 'Claims' }));
    const row = (await screen.findByText('Li Lei')).closest('tr')!;
    expect(within(row).getByText('1 Park Road')).toBeTruthy();
    expect(api.fetchPrizeClaims).toHaveBeenCalledWith({
      surveyCode: 'S1',
      lotteryId: 'lt_1',
      prizeIndex: 1,
      state: undefined,
      page: 1,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Tracking number');
    fireEvent.change(input, { target: { value: '!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await within(dialog).findByText('Enter a tracking number of 4–40 letters, digits, dashes or spaces');
    expect(api.shipPrize).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' SF1234567890 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(api.shipPrize).toHaveBeenCalledWith(7, 'SF1234567890'));
  });

  it('offers a shipped prize’s tracking number for correction only within its window', async () => {
    const now = Date.now();
    api.fetchPrizeClaims.mockResolvedValue({
      page: 1,
      pageSize: 20,
      total: 2,
      masked: false,
      records: [
        claim({
          status: 'shipped',
          trackingNo: 'SF100',
          shippedAt: now,
          trackingEditableUntil: now + 3600_000,
        }),
        claim({
          winnerId: 8,
          responseId: '0b7e6d2a-41aa-4c4e-9a57-3f1f0c2d4a42',
          status: 'shipped',
          trackingNo: 'SF200',
          shippedAt: now - 9 * 86_400_000,
          trackingEditableUntil: now - 2 * 86_400_000,
        }),
      ],
    });
    open();
    fireEvent.click(
      within((await screen.findByText('Mug')).closest('tr')!).getByRole('button', { name: 'Claims' }),
    );
    const recent = (await screen.findByText('SF100')).closest('tr')!;
    expect(within(recent).getByRole('button', { name: 'Edit tracking' })).toBeTruthy();
    const old = screen.getByText('SF200').closest('tr')!;
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('filters the claims by state', async () => {
    open();
    fireEvent.click(
      within((await screen.findByText('Mug')).closest('tr')!).getByRole('button', { name: 'Claims' }),
    );
    await screen.findByText('Li Lei');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Claim state' }));
    fireEvent.click(await screen.findByText('Claimed, to ship'));
    await waitFor(() =>
      expect(api.fetchPrizeClaims).toHaveBeenLastCalledWith(
        expect.objectContaining({ state: 'claimed', page: 1 }),
      ),
    );
  });

  it('without the launch right: figures and masked claims, no adding, shipping or export', async () => {
    base.fetchProjectBase.mockResolvedValue(surveyBase(false));
    api.fetchPrizeClaims.mockResolvedValue({
      page: 1,
      pageSize: 20,
      total: 1,
      masked: true,
      records: [claim({ claim: { name: 'L*', phone: '138****8000', address: '1 Park…' } })],
    });
    open();
    await screen.findByText(/you can follow the prizes/);
    expect(screen.queryByRole('button', { name: 'Add codes' })).toBeNull();
    fireEvent.click(
      within((await screen.findByText('Mug')).closest('tr')!).getByRole('button', { name: 'Claims' }),
    );
    await screen.findByText('138****8000');
    expect(screen.getByText(/partly hidden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('has an empty state, and a failed load offers a retry', async () => {
    api.fetchPrizeOverview.mockResolvedValueOnce({ lotteries: [] });
    open();
    await screen.findByText('No lotteries yet: their prizes show here once you create one');
    cleanup();
    api.fetchPrizeOverview
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ lotteries: [drawn] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByText('Coffee');
  });
});
