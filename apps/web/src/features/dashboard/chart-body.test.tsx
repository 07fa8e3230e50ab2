// @vitest-environment happy-dom
import type { ChartFigures, DashboardChart } from '@cairn/contract';
import { ZChartOptions } from '@cairn/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../i18n/index.ts';
import { ChartBody } from './chart-body.tsx';

const chart = (type: DashboardChart['type']): DashboardChart => ({
  id: 1,
  pageId: 1,
  updateTime: 0,
  type,
  title: 'Q1',
  layout: { x: 0, y: 0, w: 6, h: 6 },
  sources: [{ surveyCode: 'AB12CD34', variableIds: ['q1'], filterId: null, weighted: false }],
  options: ZChartOptions.parse({}),
  pagePeriod: null,
  benchmarks: [],
});
const figures = (extra: Partial<ChartFigures>): ChartFigures => ({
  chartId: 1,
  state: 'ok',
  message: null,
  base: 40,
  series: [],
  cross: null,
  nps: null,
  kpi: null,
  words: null,
  benchmarks: [],
  ...extra,
});

afterEach(cleanup);

describe('ChartBody', () => {
  beforeAll(async () => {
    await changeLang('en');
  });

  it('shows the message of a chart whose question is gone, or the state’s own words', () => {
    render(
      <ChartBody chart={chart('bar')} figures={figures({ state: 'missing', message: 'Q1 was deleted' })} />,
    );
    expect(screen.getByText('Q1 was deleted')).toBeTruthy();
    cleanup();
    render(<ChartBody chart={chart('bar')} figures={figures({ state: 'denied' })} />);
    expect(screen.getByText('You do not have the report right on this survey')).toBeTruthy();
  });

  it('draws a KPI with its change arrow said in words', () => {
    render(
      <ChartBody
        chart={chart('kpi')}
        figures={figures({ kpi: { metric: 'mean', value: 4.2, previous: 3.9, change: 0.3, unit: '' } })}
      />,
    );
    expect(screen.getByText('4.2')).toBeTruthy();
    expect(screen.getByText('up')).toBeTruthy();
    expect(screen.getByText('previous period 3.9')).toBeTruthy();
  });

  it('draws a frequency table with counts, percents and the base', () => {
    const series = {
      key: 's',
      surveyCode: 'AB12CD34',
      variableId: 'q1',
      label: 'Q1',
      base: 40,
      weighted: false,
      mean: null,
      categories: [
        { value: 1, label: 'Yes', count: 30, percent: 75 },
        { value: 2, label: 'No', count: 10, percent: 25 },
      ],
    };
    render(<ChartBody chart={chart('table')} figures={figures({ series: [series] })} />);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['OptionQ1', 'Yes3075.0%', 'No1025.0%', 'Base40']);
  });
});
