import {
  type Benchmark,
  CHART_TITLE_MAX,
  type ChartOptions,
  type ChartSource,
  type ChartSpecInput,
  type CrossNodes,
  type DashboardChart,
  type DashboardChartType,
  type GridItem,
  type Period,
  ZChartOptions,
} from '@cairn/contract';

/** The chart editor's form values (flat, as antd's Form holds them). */
export interface ChartDraft {
  type: DashboardChartType;
  title: string;
  sources: ChartSource[];
  periodKind: 'page' | 'range' | 'last';
  /** Epoch ms of the range's ends (null: open). */
  from: number | null;
  to: number | null;
  days: number;
  options: ChartOptions;
  /** Cross tables: variable ids of the first source's survey. */
  stubs: string[];
  banner: string[];
}

export const DEFAULT_OPTIONS: ChartOptions = ZChartOptions.parse({});

/** A new chart's draft, optionally already pointing at a survey. */
export function newDraft(surveyCode?: string): ChartDraft {
  return {
    type: 'bar',
    title: '',
    sources: surveyCode ? [{ surveyCode, variableIds: [], filterId: null, weighted: false }] : [],
    periodKind: 'page',
    from: null,
    to: null,
    days: 30,
    options: DEFAULT_OPTIONS,
    stubs: [],
    banner: [],
  };
}

export function draftOf(chart: DashboardChart): ChartDraft {
  const period = chart.pagePeriod;
  return {
    type: chart.type,
    title: chart.title,
    sources: chart.sources,
    periodKind: period === null ? 'page' : period.kind,
    from: period?.kind === 'range' ? period.from : null,
    to: period?.kind === 'range' ? period.to : null,
    days: period?.kind === 'last' ? period.days : 30,
    options: { ...DEFAULT_OPTIONS, ...chart.options },
    stubs: chart.cross?.stubs.map((ref) => ref.id) ?? [],
    banner: chart.cross?.banner.map((ref) => ref.id) ?? [],
  };
}

/**
 * The title a draft saves: its own, or, left empty, the name of its first question (open column
 * for a word cloud), as the editor's placeholder promises. Stored, so the card, the public link
 * and the exports name the chart by what it shows rather than by its type.
 */
export function titleOf(draft: ChartDraft, nodes: CrossNodes | undefined): string {
  const own = draft.title.trim();
  if (own) return own;
  const first = draft.sources[0];
  const survey = nodes?.find((node) => node.surveyCode === first?.surveyCode);
  const id = first?.variableIds[0];
  const found =
    draft.type === 'wordcloud'
      ? survey?.openColumns.find((column) => column.key === id)
      : survey?.variables.find((variable) => variable.id === id);
  return (found?.label ?? '').trim().slice(0, CHART_TITLE_MAX);
}

function periodOf(draft: ChartDraft): Period | null {
  if (draft.periodKind === 'range') return { kind: 'range', from: draft.from, to: draft.to };
  if (draft.periodKind === 'last') return { kind: 'last', days: Math.max(1, Math.round(draft.days)) };
  return null;
}

/**
 * The chart/create and chart/update spec of a draft. A word cloud reads one open column and a KPI
 * one variable; a cross table keeps its first source (its stubs and banner are that survey's);
 * the benchmarks and layout are kept from the chart edited.
 */
export function specOf(draft: ChartDraft, layout: GridItem, benchmarks: Benchmark[]): ChartSpecInput {
  const single = draft.type === 'wordcloud' || draft.type === 'kpi' || draft.type === 'nps';
  const sources = (draft.type === 'cross' ? draft.sources.slice(0, 1) : draft.sources).map((source) => ({
    ...source,
    variableIds: single ? source.variableIds.slice(0, 1) : source.variableIds,
  }));
  return {
    type: draft.type,
    title: draft.title.trim(),
    layout,
    sources,
    options: draft.options,
    pagePeriod: periodOf(draft),
    benchmarks,
    ...(draft.type === 'cross'
      ? {
          cross: {
            stubs: draft.stubs.map((id) => ({ id })),
            banner: draft.banner.map((id) => ({ id })),
          },
        }
      : {}),
  };
}

/** The spec to send back when undoing an update: the chart as it was. */
export function specOfChart(chart: DashboardChart): ChartSpecInput {
  const { id: _id, pageId: _pageId, updateTime: _updateTime, ...spec } = chart;
  return spec;
}

/** What a draft still lacks before it can be saved (i18n keys under dashboard.editor.missing). */
export function draftProblems(draft: ChartDraft): string[] {
  const problems: string[] = [];
  if (draft.sources.length === 0) problems.push('source');
  if (draft.sources.some((source) => source.variableIds.length === 0)) problems.push('variable');
  if (draft.type === 'cross' && (draft.stubs.length === 0 || draft.banner.length === 0))
    problems.push('cross');
  if (draft.options.metric === 'category' && draft.options.category === undefined) problems.push('category');
  return problems;
}
