import {
  type ChartFigures,
  type CrossTable,
  type DashboardChart,
  type DashboardChartType,
  type GridItem,
  ZChartOptions,
} from '@cairn/contract';

/** Hand-made dashboard charts and figures, as page/detail answers them, for the PDF and xlsx renderers. */
export function chart(id: number, type: DashboardChartType, title: string, layout: GridItem): DashboardChart {
  return {
    id,
    pageId: 1,
    updateTime: 0,
    type,
    title,
    layout,
    sources: [{ surveyCode: 'AB12CD34', variableIds: ['q1'], filterId: null, weighted: false }],
    cross: undefined,
    options: ZChartOptions.parse({}),
    pagePeriod: null,
    benchmarks: [],
  };
}

export function figures(chartId: number, extra: Partial<ChartFigures> = {}): ChartFigures {
  return {
    chartId,
    state: 'ok',
    message: null,
    base: 200,
    series: [],
    cross: null,
    nps: null,
    kpi: null,
    words: null,
    benchmarks: [],
    ...extra,
  };
}

export const satisfaction = {
  key: 's1',
  surveyCode: 'AB12CD34',
  variableId: 'q1',
  label: 'Q1 总体满意度',
  base: 200,
  weighted: false,
  categories: [
    { value: 1, label: '非常满意', count: 90, percent: 45 },
    { value: 2, label: 'Satisfied', count: 70, percent: 35 },
    { value: 3, label: '不满意', count: 40, percent: 20 },
  ],
  mean: null,
};

/** A 2-column banner with one significant difference (letter A in column B). */
export const crossTable: CrossTable = {
  version: 1,
  total: 200,
  weighted: false,
  schemeId: null,
  filterId: null,
  columns: [
    { variableId: 'total', variableLabel: 'Total', label: 'Total', letter: null, group: -1 },
    { variableId: 'g', variableLabel: '性别', label: '男性', letter: 'A', group: 0 },
    { variableId: 'g', variableLabel: '性别', label: '女性', letter: 'B', group: 0 },
  ],
  blocks: [
    {
      variableId: 'q1',
      label: 'Q1 总体满意度',
      kind: 'categorical',
      multiple: false,
      bases: [0, 1, 2].map(() => ({ base: 100, unweightedBase: 100, effectiveBase: 100 })),
      rows: [
        {
          label: '非常满意',
          cells: [
            { count: 90, column: 45, row: 100, total: 45, letters: '', tests: [] },
            { count: 30, column: 30, row: 33, total: 15, letters: '', tests: [] },
            {
              count: 60,
              column: 60,
              row: 67,
              total: 30,
              letters: 'A',
              tests: [{ against: 'A', p: 0.001, adjustedP: 0.001 }],
            },
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

/** A page of every kind of chart: bars with a norm benchmark, a pie, a KPI, a table, a cross table, NPS, a word cloud, an empty chart. */
export function everyChart(): { charts: DashboardChart[]; figures: ChartFigures[] } {
  const bar = chart(1, 'bar', '满意度柱状图 Satisfaction bars', { x: 0, y: 0, w: 6, h: 8 });
  bar.benchmarks = [
    { id: 'n1', label: '行业常模', kind: 'norm', rows: [{ label: '非常满意', value: 40, base: 500 }] },
  ];
  const charts = [
    bar,
    chart(2, 'pie', '饼图 Pie', { x: 6, y: 0, w: 6, h: 8 }),
    chart(3, 'kpi', '答卷数 KPI', { x: 0, y: 8, w: 3, h: 4 }),
    chart(4, 'table', '频数表 Table', { x: 3, y: 8, w: 5, h: 6 }),
    chart(5, 'cross', '交叉表 Cross', { x: 8, y: 8, w: 4, h: 6 }),
    chart(6, 'nps', 'NPS 净推荐值', { x: 0, y: 14, w: 4, h: 8 }),
    chart(7, 'wordcloud', '词云 Words', { x: 4, y: 14, w: 4, h: 8 }),
    chart(8, 'bar', '空图表 Empty chart', { x: 8, y: 14, w: 4, h: 8 }),
  ];
  const list = [
    figures(1, {
      series: [satisfaction],
      benchmarks: [
        {
          id: 'n1',
          label: '行业常模',
          kind: 'norm',
          base: 500,
          level: 95,
          problem: null,
          values: [
            { label: '非常满意', actual: 45, value: 40, diff: 5, p: 0.21, significant: false, test: 'z' },
          ],
        },
      ],
    }),
    figures(2, { series: [satisfaction] }),
    figures(3, { kpi: { metric: 'responses', value: 1234, previous: 1000, change: 23.4, unit: '' } }),
    figures(4, { series: [satisfaction] }),
    figures(5, { cross: crossTable }),
    figures(6, { nps: { score: 23, promoters: 48, passives: 27, detractors: 25, base: 200 } }),
    figures(7, {
      words: [
        { text: '服务', count: 40 },
        { text: '价格', count: 25 },
        { text: 'quality', count: 12 },
      ],
    }),
    figures(8, { state: 'empty', message: '所选时间段内没有答卷' }),
  ];
  return { charts, figures: list };
}
