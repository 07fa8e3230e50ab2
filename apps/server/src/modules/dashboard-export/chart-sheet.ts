import type { BenchmarkFigures, ChartFigures, DashboardChart, FigureSeries, Lang } from '@cairn/contract';
import type { CellValue } from '@cairn/core';
import { crossSheetRows } from '../report-cross/cross-sheet.ts';

/** Dashboard export cell types (contract ZExportCellType): 1 counts, 2 percents, 3 both. */
export type ChartCellType = 1 | 2 | 3;

const WORDS = {
  zh: {
    category: '选项',
    count: '频数',
    percent: '百分比',
    base: '样本量',
    mean: '平均值',
    diff: '差异',
    p: 'p',
    sig: '显著性',
    yes: '显著',
    no: '不显著',
    benchmark: '基准',
    actual: '本图数值',
    value: '基准数值',
    bucket: '时间',
    nps: ['NPS', '推荐者 %', '中立者 %', '贬损者 %', '样本量'],
    kpi: ['指标', '数值', '上一周期', '变化'],
    metric: { responses: '答卷数', category: '选项占比', mean: '平均值', nps: 'NPS' },
    word: '词语',
  },
  en: {
    category: 'Category',
    count: 'Count',
    percent: 'Percent',
    base: 'Base',
    mean: 'Mean',
    diff: 'Difference',
    p: 'p',
    sig: 'Significance',
    yes: 'significant',
    no: 'not significant',
    benchmark: 'Benchmark',
    actual: 'This chart',
    value: 'Benchmark',
    bucket: 'Period',
    nps: ['NPS', 'Promoters %', 'Passives %', 'Detractors %', 'Base'],
    kpi: ['Metric', 'Value', 'Previous period', 'Change'],
    metric: { responses: 'Responses', category: 'Category share', mean: 'Mean', nps: 'NPS' },
    word: 'Word',
  },
} as const;

const round = (value: number | null | undefined, digits = 1): CellValue =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));

/** Categories of every series in drawing order, matched across series by value. */
function categoryKeys(series: readonly FigureSeries[]): { value: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const s of series) for (const c of s.categories) if (!seen.has(c.value)) seen.set(c.value, c.label);
  return [...seen].map(([value, label]) => ({ value, label }));
}

function figureHeads(label: string, cellType: ChartCellType, lang: Lang): string[] {
  const w = WORDS[lang];
  if (cellType === 1) return [`${label} ${w.count}`];
  if (cellType === 2) return [`${label} ${w.percent}`];
  return [`${label} ${w.count}`, `${label} ${w.percent}`];
}

function figureCells(count: number | null, percent: number | null, cellType: ChartCellType): CellValue[] {
  if (cellType === 1) return [round(count, 2)];
  if (cellType === 2) return [round(percent)];
  return [round(count, 2), round(percent)];
}

const significance = (s: boolean | null, lang: Lang): CellValue =>
  s === null ? null : s ? WORDS[lang].yes : WORDS[lang].no;

/** A category table: a row per category, the series' figures, each benchmark's value, difference and significance. */
function categoryRows(figures: ChartFigures, cellType: ChartCellType, lang: Lang): CellValue[][] {
  const w = WORDS[lang];
  const byCategory = figures.benchmarks.filter((b) => b.values.some((v) => v.label !== ''));
  const head: CellValue[] = [w.category];
  for (const s of figures.series) head.push(...figureHeads(s.label, cellType, lang));
  for (const b of byCategory)
    head.push(`${w.benchmark} ${b.label}`, `${b.label} ${w.diff}`, `${b.label} ${w.sig}`);
  const rows: CellValue[][] = [head];
  for (const key of categoryKeys(figures.series)) {
    const row: CellValue[] = [key.label];
    for (const s of figures.series) {
      const c = s.categories.find((x) => x.value === key.value);
      row.push(...figureCells(c?.count ?? null, c?.percent ?? null, cellType));
    }
    for (const b of byCategory) {
      const v = b.values.find((x) => x.label === key.label);
      row.push(round(v?.value), round(v?.diff), significance(v?.significant ?? null, lang));
    }
    rows.push(row);
  }
  const base: CellValue[] = [w.base];
  for (const s of figures.series)
    base.push(...figureCells(s.base, null, cellType).map((_, i) => (i === 0 ? s.base : null)));
  rows.push(base);
  if (figures.series.some((s) => s.mean !== null)) {
    const mean: CellValue[] = [w.mean];
    for (const s of figures.series)
      mean.push(...figureCells(null, null, cellType).map((_, i) => (i === 0 ? round(s.mean, 2) : null)));
    rows.push(mean);
  }
  return rows;
}

/** A line's buckets: a row per bucket, a column per series. */
function pointRows(figures: ChartFigures, lang: Lang): CellValue[][] {
  const labels = [...new Set(figures.series.flatMap((s) => (s.points ?? []).map((p) => p.label)))].sort();
  return [
    [WORDS[lang].bucket, ...figures.series.flatMap((s) => [s.label, `${s.label} ${WORDS[lang].base}`])],
    ...labels.map((label) => [
      label,
      ...figures.series.flatMap((s) => {
        const p = s.points?.find((x) => x.label === label);
        return [round(p?.value, 2), p?.base ?? null];
      }),
    ]),
  ];
}

/** Benchmarks of a single figure (a target, a KPI's, an NPS's): one row each. */
function singleBenchmarkRows(benchmarks: readonly BenchmarkFigures[], lang: Lang): CellValue[][] {
  const w = WORDS[lang];
  const rows: CellValue[][] = [];
  for (const b of benchmarks)
    for (const v of b.values.filter((x) => x.label === ''))
      rows.push([
        `${w.benchmark} ${b.label}`,
        round(v.actual, 2),
        round(v.value, 2),
        round(v.diff, 2),
        v.p === null ? null : Number(v.p.toPrecision(3)),
        significance(v.significant, lang),
      ]);
  if (rows.length === 0) return [];
  return [[w.benchmark, w.actual, w.value, w.diff, w.p, w.sig], ...rows];
}

/**
 * One chart as rows of cells (the xlsx page report's table, and the PDF's table charts): the
 * categories with counts, percents or both, benchmarks as extra columns with their difference
 * and significance; a cross chart as the cross export writes it (letters included with type 3);
 * NPS, KPI, lines and word counts as their own small tables. A chart with nothing to show is its
 * message.
 */
export function chartSheetRows(
  chart: DashboardChart,
  figures: ChartFigures,
  cellType: ChartCellType,
  lang: Lang,
  title = chart.title,
): CellValue[][] {
  const w = WORDS[lang];
  if (figures.state !== 'ok') return [[figures.message ?? figures.state]];
  const singles = singleBenchmarkRows(figures.benchmarks, lang);
  const withSingles = (rows: CellValue[][]) => (singles.length > 0 ? [...rows, [], ...singles] : rows);
  switch (chart.type) {
    case 'cross':
      return figures.cross ? crossSheetRows(title, figures.cross, cellType, lang).slice(1) : [];
    case 'kpi': {
      const k = figures.kpi;
      if (!k) return withSingles([]);
      const unit = k.unit;
      return withSingles([
        [...w.kpi],
        [
          w.metric[k.metric],
          round(k.value, 2),
          round(k.previous, 2),
          k.change === null ? null : `${round(k.change)}${unit}`,
        ],
      ]);
    }
    case 'nps': {
      const n = figures.nps;
      if (!n) return withSingles([]);
      return withSingles([
        [...w.nps],
        [round(n.score), round(n.promoters), round(n.passives), round(n.detractors), n.base],
      ]);
    }
    case 'line':
      return withSingles(pointRows(figures, lang));
    case 'wordcloud':
      return [[w.word, w.count], ...(figures.words ?? []).map((x) => [x.text, x.count])];
    default:
      return withSingles(categoryRows(figures, cellType, lang));
  }
}
