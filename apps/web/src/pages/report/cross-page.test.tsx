// @vitest-environment happy-dom
import type { CrossTable, CrossVariableList } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cross from '../../api/endpoints/report-cross.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import * as crossChart from '../../features/report/cross/cross-chart.tsx';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportCrossPage } from './cross-page.tsx';
import { censusScheme, renderReportPage } from './report-page-render.tsx';

// The charts need a canvas; the table is what these tests read.
beforeEach(() => {
  vi.spyOn(crossChart, 'CrossCharts').mockImplementation(({ type }) => (
    <div data-testid="cross-chart">{type}</div>
  ));
});
const crossApi = mockExports(cross);
const weightApi = mockExports(weights);

const single = (id: string, code: string, label: string) => ({
  id,
  code,
  label,
  group: 'question' as const,
  kind: 'single' as const,
  categories: [
    { value: 1, label: 'Yes' },
    { value: 2, label: 'No' },
  ],
  modes: ['categories' as const],
});
const VARIABLES: CrossVariableList = {
  version: 1,
  variables: [single('q1', 'Q1', 'Colour'), single('q9', 'Q9', 'Gender')],
};
const TABLE: CrossTable = {
  version: 1,
  total: 10,
  weighted: false,
  schemeId: null,
  filterId: null,
  columns: [
    { variableId: 'total', variableLabel: 'Total', label: 'Total', letter: null, group: -1 },
    { variableId: 'q9', variableLabel: 'Gender', label: 'Yes', letter: 'A', group: 0 },
  ],
  blocks: [
    {
      variableId: 'q1',
      label: 'Colour',
      kind: 'categorical',
      multiple: false,
      bases: [
        { base: 10, unweightedBase: 10, effectiveBase: 10 },
        { base: 4, unweightedBase: 4, effectiveBase: 4 },
      ],
      rows: [
        {
          label: 'Yes',
          cells: [
            { count: 6, column: 60, row: 100, total: 60, letters: '', tests: [] },
            { count: 4, column: 100, row: 66.7, total: 40, letters: '', tests: [] },
          ],
        },
      ],
      mentions: null,
      means: null,
      chiSquare: [],
    },
  ],
  legend: {
    level: 95,
    alpha: 0.05,
    upperAlpha: 0.01,
    correction: 'none',
    meanTest: 'pooled',
    weighted: false,
    overlap: '',
  },
};
const scheme = censusScheme;

function renderPage() {
  renderReportPage('cross', <ReportCrossPage />);
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  sessionStorage.clear();
  crossApi.fetchCrossVariables.mockResolvedValue(VARIABLES);
  crossApi.fetchSavedTables.mockResolvedValue([]);
  crossApi.computeCross.mockResolvedValue(TABLE);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function build() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add to rows: Q1 Colour' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add to columns: Q9 Gender' }));
  await screen.findByTestId('cross-table');
}

describe('cross table screen', () => {
  it('asks for a row and a column variable, then computes the table and keeps the choice', async () => {
    weightApi.fetchSchemes.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Pick at least one row and one column variable')).toBeTruthy();
    expect(crossApi.computeCross).not.toHaveBeenCalled();
    await build();
    expect(crossApi.computeCross).toHaveBeenLastCalledWith(
      expect.objectContaining({
        surveyCode: 'S1',
        weighted: false,
        definition: expect.objectContaining({ stubs: [{ id: 'q1' }], banner: [{ id: 'q9' }] }),
      }),
    );
    expect(sessionStorage.getItem('crossCode')).toContain('"q9"');
  });

  it('disables the weighted switch with a hint when no scheme is active', async () => {
    weightApi.fetchSchemes.mockResolvedValue([scheme(false)]);
    renderPage();
    expect(await screen.findByText(/No weighting scheme is active/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('weights by the active scheme and recomputes on a new level', async () => {
    weightApi.fetchSchemes.mockResolvedValue([scheme(true)]);
    renderPage();
    await build();
    expect(await screen.findByText('Weighted by “Census”')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(crossApi.computeCross).toHaveBeenLastCalledWith(expect.objectContaining({ weighted: true })),
    );
    fireEvent.click(screen.getByRole('radio', { name: '99%' }));
    await waitFor(() =>
      expect(crossApi.computeCross.mock.lastCall?.[0].definition.test).toMatchObject({ level: 99 }),
    );
  });

  it('exports the table on screen with cell type 3 and points to the download centre', async () => {
    weightApi.fetchSchemes.mockResolvedValue([]);
    crossApi.exportCross.mockResolvedValue({} as never);
    renderPage();
    await build();
    fireEvent.click(screen.getByRole('button', { name: /Export this table/ }));
    await waitFor(() => expect(crossApi.exportCross).toHaveBeenCalled());
    expect(crossApi.exportCross.mock.calls[0]?.[0]).toMatchObject({
      surveyCode: 'S1',
      cellType: 3,
      weighted: false,
    });
    expect((await screen.findByRole('link', { name: 'Open the download centre' })).getAttribute('href')).toBe(
      '/download',
    );
  });

  it('saves the table under a name', async () => {
    weightApi.fetchSchemes.mockResolvedValue([]);
    crossApi.createSavedTable.mockResolvedValue({
      id: 5,
      name: 'By gender',
      definition: {} as never,
      createdAt: '',
      updatedAt: '',
    });
    renderPage();
    await build();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'By gender' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as' }));
    await waitFor(() =>
      expect(crossApi.createSavedTable).toHaveBeenCalledWith('S1', 'By gender', expect.anything()),
    );
  });
});
