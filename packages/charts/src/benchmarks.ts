import type { BenchmarkFigures, BenchmarkValue } from '@cairn/contract';
import { escapeHtml, escapeTemplate, formatDiff, formatNumber } from './format.ts';
import type { ChartTexts } from './texts.ts';

/** Benchmarks keep their colours apart from the series' palette (dashed, darker). */
export const BENCHMARK_COLOURS = ['#b91c1c', '#6d28d9', '#a16207', '#0e7490'];

export function benchmarkColour(index: number): string {
  return BENCHMARK_COLOURS[index % BENCHMARK_COLOURS.length] ?? '#b91c1c';
}

/**
 * The mark a difference carries: ▲ / ▼ when significant (its direction), nothing otherwise, so a
 * label reads "+4.2▲". A target is never tested (significant is null).
 */
export function significanceMark(value: BenchmarkValue): string {
  if (value.significant !== true || value.diff === null) return '';
  return value.diff >= 0 ? '▲' : '▼';
}

/** "+4.2▲" — the short label drawn at a benchmark marker. */
export function diffLabel(value: BenchmarkValue): string {
  if (value.diff === null) return '';
  return `${formatDiff(value.diff)}${significanceMark(value)}`;
}

/** One tooltip line: "Norm 2025: 45.0 · Difference +3.2 (significant, p = 0.012)". */
export function benchmarkLine(bench: BenchmarkFigures, value: BenchmarkValue, texts: ChartTexts): string {
  const head = `${escapeHtml(bench.label)}: ${value.value === null ? '–' : formatNumber(value.value)}`;
  if (value.diff === null) return head;
  let test = '';
  if (value.significant !== null) {
    const verdict = value.significant ? texts.significant : texts.notSignificant;
    test = value.p === null ? ` (${verdict})` : ` (${verdict}, p = ${value.p.toFixed(3)})`;
  }
  return `${head} · ${texts.diff} ${diffLabel(value)}${test}`;
}

/** The value of a benchmark at a category (matched by label, as the worker matched it). */
export function valueAt(bench: BenchmarkFigures, label: string): BenchmarkValue | undefined {
  return bench.values.find((value) => value.label === label);
}

/** A benchmark's single figure (a target, or a KPI / NPS / mean comparison): its '' row. */
export function singleValue(bench: BenchmarkFigures): BenchmarkValue | undefined {
  return (
    bench.values.find((value) => value.label === '') ??
    (bench.kind === 'target' ? bench.values[0] : undefined)
  );
}

/** Tooltip lines of every benchmark at one category. */
export function benchmarkLinesAt(benchmarks: BenchmarkFigures[], label: string, texts: ChartTexts): string[] {
  const lines: string[] = [];
  for (const bench of benchmarks) {
    const value = valueAt(bench, label) ?? singleValue(bench);
    if (value) lines.push(benchmarkLine(bench, value, texts));
  }
  return lines;
}

/**
 * Horizontal (or vertical, for horizontal bars) dashed lines: every benchmark with a single
 * figure — a target, or a survey / period / norm compared as one number — labelled with its name
 * and value at the end of the line.
 */
export function markLineOf(
  benchmarks: BenchmarkFigures[],
  axis: 'xAxis' | 'yAxis',
  texts: ChartTexts,
): Record<string, unknown> | undefined {
  const data: Record<string, unknown>[] = [];
  benchmarks.forEach((bench, index) => {
    const value = singleValue(bench);
    if (!value || value.value === null) return;
    const name = bench.kind === 'target' && bench.label === '' ? texts.target : bench.label;
    const diff = bench.kind === 'target' ? '' : ` ${diffLabel(value)}`;
    data.push({
      name,
      [axis]: value.value,
      lineStyle: { color: benchmarkColour(index), type: 'dashed', width: 1.5 },
      label: {
        formatter: `${escapeTemplate(name)} ${formatNumber(value.value)}${diff}`.trim(),
        color: benchmarkColour(index),
        position: axis === 'yAxis' ? 'insideEndTop' : 'end',
      },
      tooltip: { formatter: benchmarkLine(bench, value, texts) },
    });
  });
  if (data.length === 0) return undefined;
  return { silent: false, symbol: 'none', data };
}
