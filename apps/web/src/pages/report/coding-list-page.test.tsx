// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as coding from '../../api/endpoints/report-coding.ts';
import { REPORT, renderCodingPage } from '../../features/report/coding/coding-test-kit.tsx';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportCodingListPage } from './coding-list-page.tsx';

const api = mockExports(coding);

const renderPage = () =>
  renderCodingPage('/project/S1/report/coding', '/project/:code/report/coding', <ReportCodingListPage />);

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('open-question analysis list', { timeout: 60_000 }, () => {
  it('invites to start when there is no coding report, and creates one on an open column', async () => {
    api.fetchCodingReports.mockResolvedValue([]);
    api.fetchCodingColumns.mockResolvedValue([
      { key: '12', nodeId: 12, label: 'Q3 Why us?', answerCount: 40 },
    ]);
    api.createCodingReport.mockResolvedValue(REPORT);
    renderPage();
    expect(await screen.findByText(/No coding analysis yet/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /New coding analysis/ })[0] as HTMLElement);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Open question' }));
    fireEvent.click(await screen.findByTitle('Q3 Why us? (40 answers)'));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.createCodingReport).toHaveBeenCalledWith({ surveyCode: 'S1', columnKey: '12' }),
    );
  });

  it('lists reports with their counts, flags a column gone, and deletes after confirming', async () => {
    api.fetchCodingReports.mockResolvedValue([REPORT, { ...REPORT, id: 8, name: 'Gone', columnLabel: null }]);
    api.removeCodingReport.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Why this brand' })).toBeTruthy();
    expect(screen.getByText('No longer in the published version')).toBeTruthy();
    expect(screen.getAllByText('Coding').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Gone' }));
    expect((await screen.findAllByText(/Delete “Gone”\?/)).length).toBeGreaterThan(0);
    expect(api.removeCodingReport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.removeCodingReport).toHaveBeenCalledWith({ surveyCode: 'S1', id: 8 }));
  });
});
