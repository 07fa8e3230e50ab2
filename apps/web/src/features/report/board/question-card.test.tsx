// @vitest-environment happy-dom
import type { QuestionBoard } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { QuestionCard } from './question-card.tsx';
import * as questionChart from './question-chart.tsx';

// The chart itself needs a canvas; the card's job is to ask for the right one.
beforeEach(() => {
  vi.spyOn(questionChart, 'QuestionChart').mockImplementation(({ type }) => (
    <div data-testid="chart">{type}</div>
  ));
});

const single: QuestionBoard = {
  nodeId: 5,
  code: 'Q1',
  title: 'Favourite colour',
  type: 'single-choice',
  kind: 'choice',
  base: 3,
  unweightedBase: 3,
  chartType: 'bar',
  parts: [
    {
      type: 'single',
      key: '5',
      label: null,
      base: 3,
      unweightedBase: 3,
      categories: [
        { value: 1, label: 'Red', count: 2, percent: 200 / 3 },
        { value: 2, label: 'Blue', count: 1, percent: 100 / 3 },
        { value: 3, label: 'Green', count: 0, percent: 0 },
      ],
    },
  ],
};

const multiple: QuestionBoard = {
  ...single,
  nodeId: 6,
  code: 'Q2',
  kind: 'multiple',
  parts: [
    {
      type: 'multiple',
      keys: ['a', 'b'],
      base: 2,
      unweightedBase: 2,
      mentions: 3,
      items: [
        { key: 'a', label: 'Tea', count: 2, percentOfCases: 100, percentOfMentions: 200 / 3 },
        { key: 'b', label: 'Coffee', count: 1, percentOfCases: 50, percentOfMentions: 100 / 3 },
      ],
    },
  ],
};

function renderCard(question: QuestionBoard, weighted = false) {
  const onChartType = vi.fn();
  render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <QuestionCard surveyCode="S1" question={question} weighted={weighted} onChartType={onChartType} />
      </QueryClientProvider>
    </App>,
  );
  return onChartType;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('question card', () => {
  it('shows code, title, base and counts with one-decimal percentages', () => {
    renderCard(single);
    expect(screen.getByText('Q1')).toBeTruthy();
    expect(screen.getByText('Favourite colour')).toBeTruthy();
    expect(screen.getByText('n = 3')).toBeTruthy();
    expect(
      within(rowOf('Red'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Red', '2', '66.7%']);
    expect(
      within(rowOf('Blue'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Blue', '1', '33.3%']);
    expect(
      within(rowOf('Total'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '3', '100.0%']);
    expect(screen.getByTestId('chart').textContent).toBe('bar');
  });

  it('shows a multiple choice as % of cases and % of mentions', () => {
    renderCard(multiple);
    expect(
      within(rowOf('Tea'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tea', '2', '100.0%', '66.7%']);
  });

  it('shows the weighted base when weighting is on', () => {
    renderCard({ ...single, base: 2.5, unweightedBase: 3 }, true);
    expect(screen.getByText('Weighted n = 2.5 (sample 3)')).toBeTruthy();
  });

  it('shows the dash and no chart for an empty base', () => {
    renderCard({ ...single, base: 0, unweightedBase: 0 });
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('asks for another chart type and draws none for "table only"', () => {
    const onChartType = renderCard(single);
    fireEvent.click(screen.getByText('Pie'));
    expect(onChartType).toHaveBeenCalledWith('pie');
    cleanup();
    renderCard({ ...single, chartType: 'table' });
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(rowOf('Red')).toBeTruthy();
  });
});
