export { PALETTE } from './base.ts';
export { benchmarkLine, diffLabel, significanceMark } from './benchmarks.ts';
export { type CategoryRow, categoryRows } from './categories.ts';
export { chartOption, HTML_CHART_TYPES, isEChartsType } from './chart-option.ts';
export { formatDiff, formatNumber, formatPercent } from './format.ts';
export { textsOf } from './texts.ts';
export type { ChartLang, ChartOptionOpts, EChartsOptionObject } from './types.ts';
