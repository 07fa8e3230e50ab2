// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as board from '../../api/endpoints/report-board.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportBoardPage } from './board-page.tsx';
import { censusScheme, renderReportPage } from './report-page-render.tsx';

const boardApi = mockExports(board);
const weightApi = mockExports(weights);

const scheme = censusScheme;

function renderPage() {
  renderReportPage('frequency', <ReportBoardPage />);
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  boardApi.fetchBoard.mockImplementation(async (_code, weighted = false) => ({
    version: 1,
    total: 0,
    weighted,
    filterId: null,
    questions: [],
  }));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('data board weighted switch', () => {
  it('is off and disabled, with a hint, when no scheme is active', async () => {
    weightApi.fetchSchemes.mockResolvedValue([scheme(false)]);
    renderPage();
    expect(await screen.findByText(/No weighting scheme is active/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('weights the board by the active scheme', async () => {
    weightApi.fetchSchemes.mockResolvedValue([scheme(true)]);
    renderPage();
    expect(await screen.findByText('Weighted by “Census”')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(boardApi.fetchBoard).toHaveBeenLastCalledWith('S1', true));
  });
});
