import type { BoardPart } from './part-types.ts';

/** A part's figures as a chart reads them: labels along the axis, one or more series of values. */
export interface ChartData {
  labels: string[];
  series: { name: string; values: (number | null)[] }[];
  /** A value axis in percent (0–100) rather than counts or scores. */
  percent: boolean;
  /** The values are counts of respondents: the axis ticks whole numbers (weighted counts aside). */
  counts?: boolean;
}

export interface ChartLabels {
  count: string;
  nps: { promoters: string; passives: string; detractors: string };
  meanRank: string;
  best: string;
  worst: string;
  unnamed: (value: number) => string;
}

const labelOr = (label: string | null, fallback: string) => label ?? fallback;

/**
 * What to draw for a part; null when it has nothing to draw (open answers, files). Choices plot
 * counts (the table beside has the percentages); grids plot the percent of each row so rows of
 * different bases compare.
 */
export function chartDataOf(part: BoardPart, labels: ChartLabels): ChartData | null {
  switch (part.type) {
    case 'single':
      return {
        labels: part.categories.map((c) => labelOr(c.label, labels.unnamed(c.value))),
        series: [{ name: labels.count, values: part.categories.map((c) => c.count) }],
        percent: false,
        counts: true,
      };
    case 'multiple':
      return {
        labels: part.items.map((item) => labelOr(item.label, item.key)),
        series: [{ name: labels.count, values: part.items.map((item) => item.count) }],
        percent: false,
        counts: true,
      };
    case 'single-grid':
      return {
        labels: part.rows.map((row) => labelOr(row.label, row.key)),
        series: part.columns.map((column) => ({
          name: column.label,
          values: part.rows.map(
            (row) => row.categories.find((c) => c.value === column.value)?.percent ?? null,
          ),
        })),
        percent: true,
      };
    case 'multiple-grid': {
      const first = part.rows[0]?.items ?? [];
      return {
        labels: part.rows.map((row, i) => labelOr(row.label, String(i + 1))),
        series: first.map((item, j) => ({
          name: labelOr(item.label, item.key),
          values: part.rows.map((row) => row.items[j]?.percentOfCases ?? null),
        })),
        percent: true,
      };
    }
    case 'numeric': {
      const distribution = part.distribution;
      if (distribution.length === 0) return null;
      return {
        labels: distribution.map((d) => String(d.value)),
        series: [{ name: labels.count, values: distribution.map((d) => d.count) }],
        percent: false,
        counts: true,
      };
    }
    case 'nps': {
      // Every score of the 0–10 scale, the empty ones too: the shape is the point of an NPS chart
      // (the table beside groups them into detractors, passives and promoters).
      const byScore = new Map(part.summary.distribution.map((d) => [d.value, d.count]));
      const scores = Array.from({ length: 11 }, (_, score) => score);
      return {
        labels: scores.map(String),
        series: [{ name: labels.count, values: scores.map((score) => byScore.get(score) ?? 0) }],
        percent: false,
        counts: true,
      };
    }
    case 'rank':
      return {
        labels: part.items.map((item) => labelOr(item.label, item.key)),
        series: [{ name: labels.meanRank, values: part.items.map((item) => item.meanRank) }],
        percent: false,
      };
    case 'max-diff':
      return {
        labels: part.items.map((item) => labelOr(item.label, item.key)),
        series: [
          { name: labels.best, values: part.items.map((item) => item.best) },
          { name: labels.worst, values: part.items.map((item) => item.worst) },
        ],
        percent: false,
        counts: true,
      };
    default:
      return null;
  }
}
