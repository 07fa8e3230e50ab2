// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as exportsApi from '../../api/endpoints/exports.ts';
import * as boardApi from '../../api/endpoints/report-board.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportExportPage } from './export-page.tsx';
import { renderReportPage } from './report-page-render.tsx';

const exportsMock = mockExports(exportsApi);
const boardMock = mockExports(boardApi);

function renderPage() {
  renderReportPage('export', <ReportExportPage />);
}

beforeEach(async () => {
  await changeLang('en');
  boardMock.fetchFilters.mockResolvedValue([]);
  exportsMock.createDataExport.mockResolvedValue({} as never);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});
// A test here switches to zh: the next file in this worker's shared registry finds English.
afterAll(() => changeLang('en'));

describe('report export page', () => {
  it('offers SPSS (.sav), explains it and disables the choices that do not apply', async () => {
    renderPage();
    expect(screen.queryByText(/SPSS \(\.sav\): option codes/)).toBeNull();
    fireEvent.click(screen.getByLabelText('SPSS (.sav)'));
    expect(await screen.findByText(/SPSS \(\.sav\): option codes/)).toBeTruthy();
    expect((screen.getByLabelText('One column per option (0/1)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Option texts') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(exportsMock.createDataExport).toHaveBeenCalled());
    expect(exportsMock.createDataExport.mock.calls[0]![0]).toMatchObject({
      surveyCode: 'S1',
      fileType: 'sav',
    });
  });

  it('says it in Chinese too', async () => {
    await changeLang('zh');
    renderPage();
    fireEvent.click(screen.getByLabelText('SPSS (.sav)'));
    expect(await screen.findByText(/多重响应集/)).toBeTruthy();
  });
});
