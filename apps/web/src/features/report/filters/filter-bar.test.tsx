// @vitest-environment happy-dom
import type { FilterView, ReportNode } from '@cairn/contract';
import { Operator } from '@cairn/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '../../../api/endpoints/report-board.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { FilterBar } from './filter-bar.tsx';

const api = mockExports(endpoints);

const view = (id: number, name: string, selected: boolean): FilterView => ({
  id,
  name,
  selected,
  updateTime: 0,
  relation: 'and',
  conditions: [],
  timeFrom: null,
  timeTo: null,
  statuses: [],
  sources: [],
  devices: [],
});
const colour: ReportNode = {
  nodeId: 7,
  code: 'Q1',
  title: 'Colour',
  type: 'single-choice',
  kind: 'choice',
  shape: 'single',
  operators: [Operator.Checked, Operator.Unchecked],
  options: [
    { id: 70, title: 'Red', type: 1, value: 1 },
    { id: 71, title: 'Blue', type: 1, value: 2 },
  ],
  columns: [],
};

function renderBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A report screen's query: it must be refreshed when the filter changes.
  client.setQueryData(['report', 'S1', 'board', false], { stale: false });
  render(
    <App>
      <QueryClientProvider client={client}>
        <FilterBar surveyCode="S1" />
      </QueryClientProvider>
    </App>,
  );
  return client;
}

/** Opens an antd select by its label and clicks an option's text. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(items[items.length - 1]!);
}

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('filter bar', () => {
  it('selects a saved filter and refreshes every report query', async () => {
    api.fetchFilters.mockResolvedValue([view(1, 'Phones', false)]);
    api.selectFilter.mockResolvedValue({ id: 1 });
    const client = renderBar();
    await screen.findByText('All data (no filter)');
    await pick('Filter', 'Phones');
    await waitFor(() => expect(api.selectFilter).toHaveBeenCalledWith('S1', 1));
    await waitFor(() =>
      expect(client.getQueryState(['report', 'S1', 'board', false])?.isInvalidated).toBe(true),
    );
  });

  it('unselects with "all data"', async () => {
    api.fetchFilters.mockResolvedValue([view(1, 'Phones', true)]);
    api.selectFilter.mockResolvedValue({ id: null });
    renderBar();
    await screen.findByText('Filtered by "Phones"');
    await pick('Filter', 'All data (no filter)');
    await waitFor(() => expect(api.selectFilter).toHaveBeenCalledWith('S1', null));
  });

  it('creates a filter with a condition on a choice question', async () => {
    api.fetchFilters.mockResolvedValue([]);
    api.fetchReportNodes.mockResolvedValue([colour]);
    api.saveFilter.mockResolvedValue(view(2, 'Red lovers', true));
    renderBar();
    fireEvent.click(await screen.findByRole('button', { name: /New filter/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a condition' }));
    // Saving with a condition unfinished and no name says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for the filter')).toBeTruthy();
    expect(api.saveFilter).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Red lovers' } });
    await pick('Options 1', 'Red');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveFilter).toHaveBeenCalled());
    expect(api.saveFilter.mock.calls[0]?.[0]).toMatchObject({
      surveyCode: 'S1',
      name: 'Red lovers',
      relation: 'and',
      conditions: [{ nodeId: 7, optionType: Operator.Checked, optionIds: [70] }],
      devices: ['phone'],
      select: true,
    });
    // A guard against a hung test (antd's dialog and selects render slowly beside other workers).
  }, 60_000);

  it('edits the selected filter under its id and deletes it after confirming', async () => {
    api.fetchFilters.mockResolvedValue([{ ...view(3, 'Phones', true), devices: ['phone'] }]);
    api.fetchReportNodes.mockResolvedValue([colour]);
    api.saveFilter.mockResolvedValue(view(3, 'Phones only', true));
    api.removeFilter.mockResolvedValue(null);
    renderBar();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Phones');
    expect((within(dialog).getByRole('checkbox', { name: 'Phone' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(name, { target: { value: 'Phones only' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveFilter).toHaveBeenCalled());
    expect(api.saveFilter.mock.calls[0]?.[0]).toMatchObject({
      id: 3,
      name: 'Phones only',
      devices: ['phone'],
    });

    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('button', { name: 'OK' });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.removeFilter).toHaveBeenCalledWith('S1', 3));
  }, 60_000);
});
