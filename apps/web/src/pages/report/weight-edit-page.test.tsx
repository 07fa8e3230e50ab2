// @vitest-environment happy-dom
import type { CrossVariableList, WeightingReport } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import * as cross from '../../api/endpoints/report-cross.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { renderReportPage } from './report-page-render.tsx';
import { ReportWeightEditPage } from './weight-edit-page.tsx';

const crossApi = mockExports(cross);
const weightApi = mockExports(weights);

const VARIABLES: CrossVariableList = {
  version: 1,
  variables: [
    {
      id: 'q1',
      code: 'Q1',
      label: 'Gender',
      group: 'question',
      kind: 'single',
      categories: [
        { value: 1, label: 'Male' },
        { value: 2, label: 'Female' },
      ],
      modes: ['categories'],
    },
    {
      id: 'q2',
      code: 'Q2',
      label: 'Brands',
      group: 'question',
      kind: 'multi',
      categories: [],
      modes: ['categories'],
    },
  ],
};
const REPORT: WeightingReport = {
  iterations: 7,
  converged: true,
  maxDifference: 0,
  rmsDifference: 0,
  weightedRows: 100,
  unweightedRows: 2,
  min: 0.8,
  max: 1.25,
  mean: 1,
  efficiency: 95.2,
  effectiveN: 95.2,
  outsideFlagRange: 0,
  capsMet: null,
  margins: [
    {
      variableId: 'q1',
      label: 'Gender',
      categories: [
        { value: 1, label: 'Male', target: 50, achieved: 50, unweighted: 40, rows: 40 },
        { value: 2, label: 'Female', target: 50, achieved: 50, unweighted: 60, rows: 60 },
      ],
    },
  ],
};

function renderPage() {
  renderReportPage('weight-edit', <ReportWeightEditPage />);
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  crossApi.fetchCrossVariables.mockResolvedValue(VARIABLES);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function addGender() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add a single-response variable' }));
  const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
  // Only single-response variables can be margins.
  expect(options).toEqual(['Q1 Gender']);
  fireEvent.click(screen.getByText('Q1 Gender', { selector: '.ant-select-item-option-content' }));
}

describe('weighting scheme editor', () => {
  it('adds a margin with even targets, runs it and shows the report', async () => {
    weightApi.runScheme.mockResolvedValue(REPORT);
    renderPage();
    await addGender();
    expect((screen.getByRole('spinbutton', { name: 'Q1 Gender: Male' }) as HTMLInputElement).value).toBe(
      '50',
    );
    expect(screen.getByTestId('target-total').textContent).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'UNICOM (0.005, 12 iterations)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(weightApi.runScheme).toHaveBeenCalled());
    const definition = weightApi.runScheme.mock.calls[0]?.[1];
    expect(definition).toMatchObject({
      method: 'rim',
      limit: 0.005,
      maxIterations: 12,
      criterion: 'rms',
      margins: [
        {
          variableId: 'q1',
          targets: [
            { value: 1, target: 50 },
            { value: 2, target: 50 },
          ],
        },
      ],
    });
    const report = await screen.findByTestId('weight-report');
    expect(report.textContent).toContain('95.2%');
    expect(report.textContent).toContain('Rows left unweighted');
  });

  it('shows a target the data cannot meet (A0321) beside the grid, with the catalogue message', async () => {
    weightApi.runScheme.mockRejectedValue(
      new ApiError('A0321', 'A weighting target is set on a category that has no responses', 'toast', false),
    );
    renderPage();
    await addGender();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByTestId('weight-error')).textContent).toContain(
      'category that has no responses',
    );
  });

  it('will not run while percent targets miss 100', async () => {
    renderPage();
    await addGender();
    const male = screen.getByRole('spinbutton', { name: 'Q1 Gender: Male' });
    fireEvent.change(male, { target: { value: '30' } });
    fireEvent.blur(male);
    expect(screen.getByRole('alert').textContent).toContain('must add up to 100%');
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves and activates a new scheme', async () => {
    weightApi.saveScheme.mockResolvedValue({
      id: 9,
      name: 'Census',
      active: false,
      definition: {} as never,
      createdAt: '',
      updatedAt: '',
    });
    weightApi.activateScheme.mockResolvedValue({ id: 9 });
    renderPage();
    await addGender();
    fireEvent.change(screen.getByRole('textbox', { name: 'Scheme name' }), { target: { value: 'Census' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and activate' }));
    await waitFor(() => expect(weightApi.activateScheme).toHaveBeenCalledWith('S1', 9));
    expect(weightApi.saveScheme.mock.calls[0]?.slice(0, 3)).toEqual(['S1', null, 'Census']);
  });
});
