// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as envelopes from '../../../api/endpoints/envelopes.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { campaign, renderEnvelopePage, surveyBase } from './envelope-test-support.tsx';
import { EnvelopeListPage } from './list-page.tsx';

const api = mockExports(envelopes);
const base = mockExports(projectBase);

const page = (records: ReturnType<typeof campaign>[], total = records.length, n = 1) => ({
  page: n,
  pageSize: 10,
  total,
  records,
});
const renderList = () => renderEnvelopePage('', '', <EnvelopeListPage />);
const row = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('[data-testid="envelope-row"]') as HTMLElement;
const buttonsOf = (el: HTMLElement) =>
  within(within(el).getByRole('group'))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

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

describe('envelope campaign list', () => {
  it('offers the actions each status allows, delete only for a draft or an ended campaign', async () => {
    api.fetchCampaigns.mockResolvedValue(
      page([
        campaign({ id: 'a', name: 'Draft one', status: 'draft' }),
        campaign({
          id: 'b',
          name: 'Paying one',
          status: 'paying',
          pendingOrder: { id: 'od_12345678', amountFen: 10_000 },
        }),
        campaign({ id: 'c', name: 'Running one', status: 'running' }),
        campaign({ id: 'd', name: 'Paused one', status: 'paused' }),
        campaign({ id: 'e', name: 'Ended one', status: 'ended' }),
      ]),
    );
    renderList();
    expect(buttonsOf(await row('Draft one'))).toEqual(['Edit', 'Delete', 'Details', 'Log']);
    expect(buttonsOf(await row('Paying one'))).toEqual(['Pay', 'Details', 'Log']);
    expect(buttonsOf(await row('Running one'))).toEqual(['Edit', 'Pause', 'Endandrefund', 'Details', 'Log']);
    expect(buttonsOf(await row('Paused one'))).toEqual(['Edit', 'Resume', 'Endandrefund', 'Details', 'Log']);
    expect(buttonsOf(await row('Ended one'))).toEqual(['Delete', 'Details', 'Log']);
    expect(within(await row('Paused one')).getByText('Paused')).toBeTruthy();
  });

  it('shows the figures in yuan from fen', async () => {
    api.fetchCampaigns.mockResolvedValue(page([campaign({ budgetFen: 123_456, paidFen: 30, heldFen: 0 })]));
    renderList();
    const el = await row('Thanks');
    expect(within(el).getByText('¥1,234.56')).toBeTruthy();
    expect(within(el).getByText('¥0.30')).toBeTruthy();
    expect(within(el).getByText(/Fixed ¥2\.00/)).toBeTruthy();
  });

  it('states the refundable amount before ending, and ends through the refund call', async () => {
    // Budget ¥100.00, paid ¥20.00, held ¥6.00: ¥74.00 returns, ¥6.00 stays held.
    api.fetchCampaigns.mockResolvedValue(page([campaign()]));
    api.refundCampaign.mockResolvedValue({
      campaign: campaign({ status: 'ended' }),
      refundedFen: 7_400,
      heldFen: 600,
    });
    renderList();
    fireEvent.click(within(await row('Thanks')).getByRole('button', { name: 'End and refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/¥74\.00 returns to your wallet/)).toBeTruthy();
    expect(within(dialog).getByText(/¥6\.00 stays held/)).toBeTruthy();
    expect(api.refundCampaign).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End and refund' }));
    await waitFor(() => expect(api.refundCampaign).toHaveBeenCalledWith('ev_1'));
    expect(await screen.findByText('Campaign ended; ¥74.00 refunded')).toBeTruthy();
  });

  it('pauses at once and deletes after confirming', async () => {
    api.fetchCampaigns.mockResolvedValue(
      page([campaign(), campaign({ id: 'e', name: 'Old', status: 'ended' })]),
    );
    api.changeCampaignStatus.mockResolvedValue(null);
    renderList();
    fireEvent.click(within(await row('Thanks')).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.changeCampaignStatus).toHaveBeenCalledWith('ev_1', 'pause'));
    fireEvent.click(within(await row('Old')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the campaign “Old”?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.changeCampaignStatus).toHaveBeenCalledWith('e', 'delete'));
  });

  it('loads 10 at a time with load more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => campaign({ id: `c${i}`, name: `Campaign ${i}` }));
    api.fetchCampaigns
      .mockResolvedValueOnce(page(first, 11, 1))
      .mockResolvedValueOnce(page([campaign({ id: 'c10', name: 'Campaign 10' })], 11, 2));
    renderList();
    await row('Campaign 9');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await row('Campaign 10');
    expect(api.fetchCampaigns).toHaveBeenLastCalledWith('S1', 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    api.fetchCampaigns.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(page([]));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No red-envelope campaigns yet')).toBeTruthy();
  });

  it('says so without the launch right, and never lists', async () => {
    base.fetchProjectBase.mockResolvedValue(surveyBase(false));
    renderList();
    expect(await screen.findByText(/no publishing right/)).toBeTruthy();
    expect(api.fetchCampaigns).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    await changeLang('zh');
    api.fetchCampaigns.mockResolvedValue(page([campaign({ status: 'paused' })]));
    renderList();
    const el = await row('Thanks');
    expect(within(el).getByText('已暂停')).toBeTruthy();
    expect(within(el).getByRole('button', { name: '结束并退款' })).toBeTruthy();
  });
});
