import {
  type ChartFigures,
  type DashboardChart,
  type DashboardInfo,
  type DashboardPage,
  type DashboardRecord,
  type PageDetail,
  ZChartOptions,
  ZDashboardInfo,
  ZPageDetail,
} from '@cairn/contract';

/**
 * A dashboard with every chart type's figures, answered by a scripted API (dashboard-screens.spec.ts):
 * the web screens are drawn and looked at without the server's dashboard parts. Parsed with the
 * contract's schemas, so a fixture that the client would refuse fails the journey at once.
 */
export const CODE = 'DASH0001';
export const TOKEN = 'publictoken00000000000000';
const options = ZChartOptions.parse({});
const filters = { sources: [], devices: [], surveys: [] };

const page = (id: number, title: string, edit = false): DashboardPage => ({
  id,
  title,
  position: id,
  edit,
  period: null,
  filters,
  chartCount: 3,
});

const chart = (
  id: number,
  pageId: number,
  type: DashboardChart['type'],
  title: string,
  layout: DashboardChart['layout'],
  extra: Partial<DashboardChart> = {},
): DashboardChart => ({
  id,
  pageId,
  updateTime: 1,
  type,
  title,
  layout,
  sources: [{ surveyCode: 'SURVEYAA', variableIds: ['q1'], filterId: null, weighted: false }],
  options,
  pagePeriod: null,
  benchmarks: [],
  ...extra,
});

const cats = (labels: string[], counts: number[]) => {
  const base = counts.reduce((a, b) => a + b, 0);
  return labels.map((label, i) => ({
    value: i + 1,
    label,
    count: counts[i]!,
    percent: (counts[i]! / base) * 100,
  }));
};

const figures = (chartId: number, extra: Partial<ChartFigures>): ChartFigures => ({
  chartId,
  state: 'ok',
  message: null,
  base: 120,
  series: [],
  cross: null,
  nps: null,
  kpi: null,
  words: null,
  benchmarks: [],
  ...extra,
});

export function fixtures(lang: 'zh' | 'en') {
  const zh = lang === 'zh';
  const sat = zh
    ? ['非常不满意', '不满意', '一般', '满意', '非常满意']
    : ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'];
  const satisfaction = (key: string, label: string, counts: number[]) => ({
    key,
    surveyCode: key === 'a' ? 'SURVEYAA' : 'SURVEYBB',
    variableId: 'q1',
    label,
    base: counts.reduce((x, y) => x + y, 0),
    weighted: false,
    categories: cats(sat, counts),
    mean: null,
  });
  const titles = {
    bar: zh ? 'Q1 总体满意度' : 'Q1 Overall satisfaction',
    kpi: zh ? '答卷数' : 'Responses',
    nps: zh ? '推荐意愿' : 'Likelihood to recommend',
    line: zh ? '每日答卷' : 'Responses per day',
    table: zh ? 'Q2 渠道' : 'Q2 Channel',
    missing: zh ? 'Q9 已删除的题目' : 'Q9 A removed question',
    pie: zh ? 'Q2 渠道占比' : 'Q2 Channel share',
    stacked: zh ? 'Q3 各项评价' : 'Q3 Ratings',
    words: zh ? 'Q4 意见' : 'Q4 Comments',
  };
  const pages = [page(11, zh ? '总览' : 'Overview'), page(12, zh ? '明细' : 'Detail')];
  const charts1 = [
    chart(
      101,
      11,
      'bar',
      titles.bar,
      { x: 0, y: 0, w: 8, h: 8 },
      {
        benchmarks: [
          { id: 't', label: zh ? '目标' : 'Goal', kind: 'target', value: 30 },
          {
            id: 'n',
            label: zh ? '行业常模' : 'Industry norm',
            kind: 'norm',
            rows: [{ label: sat[3]!, value: 28, base: 500 }],
          },
        ],
      },
    ),
    chart(
      102,
      11,
      'kpi',
      titles.kpi,
      { x: 8, y: 0, w: 4, h: 4 },
      { options: { ...options, metric: 'responses' } },
    ),
    chart(103, 11, 'nps', titles.nps, { x: 8, y: 4, w: 4, h: 6 }),
    chart(104, 11, 'line', titles.line, { x: 0, y: 8, w: 8, h: 6 }),
    chart(105, 11, 'table', titles.table, { x: 8, y: 10, w: 4, h: 6 }),
    chart(106, 11, 'bar', titles.missing, { x: 0, y: 14, w: 4, h: 4 }),
  ];
  const channels = zh ? ['微信', '邮件', '短信'] : ['WeChat', 'E-mail', 'SMS'];
  const figures1 = [
    figures(101, {
      series: [
        satisfaction(
          'a',
          zh ? 'Q1 总体满意度（A 调查）' : 'Q1 Overall satisfaction (Survey A)',
          [8, 12, 30, 44, 26],
        ),
        satisfaction(
          'b',
          zh ? 'Q1 总体满意度（B 调查）' : 'Q1 Overall satisfaction (Survey B)',
          [5, 10, 25, 35, 25],
        ),
      ],
      benchmarks: [
        {
          id: 't',
          label: zh ? '目标' : 'Goal',
          kind: 'target',
          base: null,
          level: 95,
          values: [
            { label: '', actual: null, value: 30, diff: null, p: null, significant: null, test: null },
          ],
          problem: null,
        },
        {
          id: 'n',
          label: zh ? '行业常模' : 'Industry norm',
          kind: 'norm',
          base: 500,
          level: 95,
          values: [
            { label: sat[3]!, actual: 36.7, value: 28, diff: 8.7, p: 0.04, significant: true, test: 'z' },
          ],
          problem: null,
        },
      ],
    }),
    figures(102, { kpi: { metric: 'responses', value: 120, previous: 96, change: 24, unit: '' } }),
    figures(103, {
      nps: { score: 24, promoters: 54, passives: 42, detractors: 24, base: 120 },
    }),
    figures(104, {
      series: [
        {
          key: 'r',
          surveyCode: 'SURVEYAA',
          variableId: 'responses',
          label: titles.line,
          base: 120,
          weighted: false,
          categories: [],
          mean: null,
          points: [12, 18, 9, 22, 17, 25, 17].map((value, i) => ({
            label: `2026-11-${String(20 + i)}`,
            at: i,
            value,
            base: value,
          })),
        },
      ],
    }),
    figures(105, {
      series: [
        { ...satisfaction('a', titles.table, [60, 40, 20]), categories: cats(channels, [60, 40, 20]) },
      ],
    }),
    figures(106, {
      state: 'missing',
      message: zh ? 'Q9 已不在问卷的发布版本中' : 'Q9 is no longer in the survey’s published version',
    }),
  ];
  const charts2 = [
    chart(201, 12, 'pie', titles.pie, { x: 0, y: 0, w: 4, h: 7 }),
    chart(202, 12, 'stackedBar', titles.stacked, { x: 4, y: 0, w: 8, h: 7 }),
    chart(203, 12, 'wordcloud', titles.words, { x: 0, y: 7, w: 12, h: 7 }),
  ];
  const rows = zh ? ['服务', '价格', '速度'] : ['Service', 'Price', 'Speed'];
  const words = zh
    ? ['价格', '服务', '物流', '很快', '客服', '包装', '质量', '推荐', '满意', '态度', '退货', '发货']
    : [
        'price',
        'service',
        'delivery',
        'fast',
        'support',
        'packaging',
        'quality',
        'recommend',
        'friendly',
        'returns',
        'refund',
        'staff',
      ];
  const figures2 = [
    figures(201, {
      series: [{ ...satisfaction('a', titles.pie, [60, 40, 20]), categories: cats(channels, [60, 40, 20]) }],
    }),
    figures(202, {
      series: rows.map((r, i) => satisfaction(`s${i}`, r, [5 + i, 10, 20, 30 - i * 5, 25 + i * 5])),
    }),
    figures(203, { words: words.map((text, i) => ({ text, count: 40 - i * 3 })) }),
  ];
  const detail = (pageId: number, charts: DashboardChart[], figs: ChartFigures[]): PageDetail =>
    ZPageDetail.parse({
      pageId,
      dataVersion: 'v1',
      unchanged: false,
      computedAt: Date.UTC(2026, 10, 28, 3, 0),
      charts,
      figures: figs,
    });
  const info: DashboardInfo = ZDashboardInfo.parse({
    code: CODE,
    title: zh ? '客户体验仪表盘' : 'Customer experience dashboard',
    status: 1,
    relaunch: true,
    updateTime: Date.UTC(2026, 10, 28, 2, 50),
    version: 7,
    edit: true,
    rights: { view: true, edit: true, manage: true },
    folderId: null,
    ownerName: 'demo',
    launchTime: Date.UTC(2026, 10, 27, 10, 0),
    shareToken: TOKEN,
    pages,
  });
  const record = (
    code: string,
    title: string,
    status: 0 | 1 | 2,
    relaunch: boolean,
    starred: boolean,
  ): DashboardRecord => ({
    code,
    title,
    status,
    relaunch,
    updateTime: Date.UTC(2026, 10, 28, 2, 50),
    version: 3,
    starred,
    ownerName: 'demo',
    folderId: null,
    pageCount: 2,
    surveyCount: 2,
    rights: { view: true, edit: true, manage: true },
    deletedAt: null,
  });
  const records = [
    record(CODE, info.title, 1, true, true),
    record('DASH0002', zh ? '门店月报' : 'Store monthly', 1, false, false),
    record('DASH0003', zh ? '新品调研' : 'New product study', 0, false, false),
    record('DASH0004', zh ? '旧版看板' : 'Old board', 2, false, false),
  ];
  return {
    info,
    records,
    details: new Map([
      [11, detail(11, charts1, figures1)],
      [12, detail(12, charts2, figures2)],
    ]),
    folders: {
      folders: [{ id: 1, name: zh ? '季度汇报' : 'Quarterly', count: 1, createdAt: 0 }],
      all: 4,
      unclassified: 3,
      shared: 1,
      recycle: 1,
    },
    sources: [
      {
        code: 'SURVEYAA',
        title: zh ? 'A 调查：客户满意度' : 'Survey A: customer satisfaction',
        status: 1,
        answerCount: 120,
      },
      {
        code: 'SURVEYBB',
        title: zh ? 'B 调查：门店回访' : 'Survey B: store follow-up',
        status: 1,
        answerCount: 95,
      },
    ],
  };
}
