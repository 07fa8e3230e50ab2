// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import * as sampleCalls from '../../../api/endpoints/sample.ts';
import { samplePollMs } from '../../../features/sample/sample-queries.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { surveyBase } from '../../setting/envelope/envelope-test-support.tsx';
import { SampleDetailPage } from './detail-page.tsx';
import { order, renderSamplePage } from './sample-test-support.tsx';

const api = mockExports(sampleCalls);
const base = mockExports(projectBase);

function renderDetail() {
  renderSamplePage(
    '/project/:code/launch/sample/detail/:orderId',
    '/project/S1/launch/sample/detail/sp_order000001',
    <SampleDetailPage />,
  );
}

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
  api.fetchCompletes.mockResolvedValue({ page: 1, pageSize: 50, total: 0, records: [] });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('sample order detail: a delivery error', () => {
  it('shows the error with "Resume delivery", which resumes once and shows the order delivering', async () => {
    const stopped = order(1, { deliveryError: 'The survey has ended' });
    api.fetchSample.mockResolvedValue(stopped);
    api.resumeSample.mockResolvedValue({ ...stopped, deliveryError: null });
    renderDetail();
    await screen.findByText('Delivery stopped: The survey has ended');
    fireEvent.click(screen.getByRole('button', { name: 'Resume delivery' }));
    await screen.findByText('The panel is delivering completes…');
    expect(api.resumeSample).toHaveBeenCalledExactlyOnceWith('sp_order000001');
    expect(screen.queryByText(/Delivery stopped/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume delivery' })).toBeNull();
  });

  it('offers no resume once the order stopped fielding, and keeps the error shown if resuming fails', async () => {
    api.fetchSample.mockResolvedValue(order(1, { status: 'auditing', owed: 0, deliveryError: 'full' }));
    renderDetail();
    await screen.findByText('Delivery stopped: full');
    expect(screen.queryByRole('button', { name: 'Resume delivery' })).toBeNull();
    cleanup();
    api.fetchSample.mockResolvedValue(order(1, { deliveryError: 'full' }));
    api.resumeSample.mockRejectedValue(new Error('refused'));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume delivery' }));
    await waitFor(() => expect(api.resumeSample).toHaveBeenCalled());
    expect(screen.getByText('Delivery stopped: full')).toBeTruthy();
  });

  it('polls fast while delivering, slowly while an error waits for a retry, not at all otherwise', () => {
    expect(samplePollMs(order(1))).toBe(2000);
    expect(samplePollMs(order(1, { deliveryError: 'x' }))).toBe(30_000);
    expect(samplePollMs(order(1, { status: 'completed', owed: 0 }))).toBe(false);
    expect(samplePollMs(undefined)).toBe(false);
  });
});
