// @vitest-environment happy-dom
import type { Grant } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as envelopes from '../../../api/endpoints/envelopes.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { campaign, renderEnvelopePage, surveyBase } from './envelope-test-support.tsx';
import { EnvelopeLogPage } from './log-page.tsx';

const api = mockExports(envelopes);
const base = mockExports(projectBase);

/** A response id (a UUID) numbered for reading. */
const rid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const grant = (id: number, over: Partial<Grant> = {}): Grant => ({
  id,
  campaignId: 'ev_1',
  responseId: rid(100 + id),
  amountFen: 188,
  status: 'held',
  review: 'manual',
  cleaning: 'valid',
  audit: 'pending',
  payee: null,
  grantedAt: Date.UTC(2026, 10, 2),
  paidAt: null,
  note: null,
  ...over,
});
const renderLog = () => renderEnvelopePage('/log/:orderId', '/log/ev_1', <EnvelopeLogPage />);
/** The first table a file renders pays antd's style set-up; on a loaded 2-core machine that passed 5 s. */
const FIRST_TABLE = { timeout: 20_000 };

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
  api.fetchGrants.mockResolvedValue({
    page: 1,
    pageSize: 20,
    total: 2,
    records: [grant(1), grant(2, { status: 'paid', audit: 'approved', paidAt: Date.UTC(2026, 10, 3) })],
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('envelope log', () => {
  it('lists grants with amount and status, and audits the selected held ones when review is manual', async () => {
    api.fetchCampaign.mockResolvedValue(campaign({ review: 'manual' }));
    api.auditGrants.mockResolvedValue({ approved: 1, rejected: 0, skipped: [] });
    renderLog();
    expect(await screen.findByText(rid(101), {}, FIRST_TABLE)).toBeTruthy();
    expect(screen.getAllByText('¥1.88')).toHaveLength(2);
    expect(screen.getByText('Held')).toBeTruthy();
    // A paid grant is not up for review.
    expect((screen.getByLabelText(rid(102)) as HTMLInputElement).disabled).toBe(true);
    const approve = screen.getByRole('button', { name: 'Approve selected' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(rid(101)));
    await waitFor(() => expect(approve.hasAttribute('disabled')).toBe(false));
    fireEvent.click(approve);
    await waitFor(() => expect(api.auditGrants).toHaveBeenCalledWith('ev_1', [rid(101)], 'approved'));
    expect(await screen.findByText('1 approved, 0 rejected, 0 skipped')).toBeTruthy();
  });

  it('shows no review controls for automatic review, and exports through the download centre', async () => {
    api.fetchCampaign.mockResolvedValue(campaign({ review: 'auto' }));
    api.exportGrants.mockResolvedValue({} as never);
    renderLog();
    await screen.findByText(rid(101), {}, FIRST_TABLE);
    expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Export xlsx/ }));
    await waitFor(() => expect(api.exportGrants).toHaveBeenCalledWith('ev_1', undefined));
    expect(await screen.findByText(/Export task created/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the download centre' }).getAttribute('href')).toBe(
      '/download',
    );
  });

  it('sends a failed payout again from its row, and every failed one after a confirm', async () => {
    api.fetchCampaign.mockResolvedValue(campaign({ review: 'none' }));
    api.fetchGrants.mockResolvedValue({
      page: 1,
      pageSize: 20,
      total: 1,
      records: [grant(3, { status: 'failed', audit: 'approved', note: 'payout refused: busy' })],
    });
    api.retryGrantPayouts.mockResolvedValue({ retried: 1, skipped: [] });
    renderLog();
    await screen.findByText(rid(103), {}, FIRST_TABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.retryGrantPayouts).toHaveBeenCalledWith('ev_1', [3]));
    expect(await screen.findByText('1 payout sent again')).toBeTruthy();

    api.retryGrantPayouts.mockResolvedValue({ retried: 0, skipped: [] });
    fireEvent.click(screen.getByRole('button', { name: /Retry failed payouts/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.retryGrantPayouts).toHaveBeenLastCalledWith('ev_1', undefined));
    expect(await screen.findByText('No failed payouts to send again')).toBeTruthy();
  });
});
