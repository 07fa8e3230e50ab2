// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as coding from '../../api/endpoints/report-coding.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import { ANSWER, FRAME, REPORT, renderCodingPage } from '../../features/report/coding/coding-test-kit.tsx';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportCodingWorkspacePage } from './coding-workspace-page.tsx';

mockExports(weights);

const api = mockExports(coding);

function renderPage() {
  renderCodingPage(
    '/project/S1/report/coding/7',
    '/project/:code/report/coding/:reportId',
    <ReportCodingWorkspacePage />,
  );
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  vi.mocked(weights).fetchSchemes.mockResolvedValue([]);
  api.fetchCodingReport.mockResolvedValue(REPORT);
  api.fetchCodeFrame.mockResolvedValue(FRAME);
  api.fetchCodingResponses.mockResolvedValue({ page: 1, pageSize: 20, total: 1, records: [ANSWER] });
  api.fetchCodingHits.mockImplementation(async (q) => ({
    page: 1,
    pageSize: 1,
    // Six AI hits await approval; two of them at 85 % or above.
    total: (q.minConfidence ?? 0) >= 0.85 ? 2 : 6,
    records: [],
  }));
  api.fetchRecommended.mockResolvedValue({ taskId: null, codes: [] });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('coding workspace: answers', { timeout: 60_000 }, () => {
  it('marks an AI hit with its confidence and approves or rejects it', async () => {
    api.checkHits.mockResolvedValue({ changed: 1 });
    api.removeHits.mockResolvedValue({ changed: 1 });
    renderPage();
    const chip = await screen.findByTestId('hit-91');
    expect(chip.textContent).toContain('Good value');
    expect(chip.textContent).toContain('AI 87%');
    fireEvent.click(screen.getByRole('button', { name: 'Approve Good value' }));
    await waitFor(() =>
      expect(api.checkHits).toHaveBeenCalledWith({
        surveyCode: 'S1',
        reportId: 7,
        hitIds: [91],
        checked: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject Good value' }));
    await waitFor(() =>
      expect(api.removeHits).toHaveBeenCalledWith({ surveyCode: 'S1', reportId: 7, hitIds: [91] }),
    );
  });

  it('approves every AI hit above the chosen confidence after saying how many', async () => {
    api.checkHits.mockResolvedValue({ changed: 2 });
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('approve-count').textContent).toBe('Will approve 6 AI codes'),
    );
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('80');
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() =>
      expect(screen.getByTestId('approve-count').textContent).toBe('Will approve 2 AI codes'),
    );
    expect(api.fetchCodingHits).toHaveBeenLastCalledWith(
      expect.objectContaining({ source: 'ai', state: 'pending', minConfidence: 0.85 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.checkHits).toHaveBeenCalledWith({
        surveyCode: 'S1',
        reportId: 7,
        minConfidence: 0.85,
        checked: true,
      }),
    );
  });

  it('searches by answer type and codes chosen answers to a leaf by hand', async () => {
    api.createHits.mockResolvedValue({ changed: 1 });
    renderPage();
    await screen.findByText('Good value and friendly staff');
    fireEvent.click(screen.getByText('Uncoded'));
    await waitFor(() =>
      expect(api.fetchCodingResponses).toHaveBeenLastCalledWith(
        expect.objectContaining({ answerType: 2, filterType: 0, page: 1 }),
      ),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select answer r1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Code to…' }));
    fireEvent.click(await screen.findByTitle('Service'));
    await waitFor(() =>
      expect(api.createHits).toHaveBeenCalledWith({
        surveyCode: 'S1',
        reportId: 7,
        mode: 'manual',
        netIds: [2],
        answers: [{ responseId: 'r1', answerKey: '12' }],
      }),
    );
  });

  it('says so when the coded question left the published version, and links to the word cloud', async () => {
    api.fetchCodingReport.mockResolvedValue({ ...REPORT, columnLabel: null, status: 4 });
    renderPage();
    expect(await screen.findByText(/no longer in the published version/)).toBeTruthy();
    expect(screen.getByText(/read-only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Good value' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Code word cloud' })).toBeTruthy();
  });
});
