import type { ChartOptions, FigureSeries } from '@cairn/contract';

/** One axis category and each series' figure at it (null: that series has no such category). */
export interface CategoryRow {
  label: string;
  value: number;
  counts: (number | null)[];
  percents: (number | null)[];
}

/**
 * The categories a bar, pie or table draws, in order: the series' categories merged by value
 * (several sources of the same question share their codes), put in the chart's saved order, then
 * sorted by the first series and cut to the first n. The worker may have done some of this
 * already; each step is idempotent, so doing it again changes nothing.
 */
export function categoryRows(
  series: FigureSeries[],
  options: Pick<ChartOptions, 'order' | 'sort' | 'topN' | 'show'>,
): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const byValue = new Map<number, CategoryRow>();
  series.forEach((one, index) => {
    for (const category of one.categories) {
      let row = byValue.get(category.value);
      if (!row) {
        row = {
          label: category.label,
          value: category.value,
          counts: series.map(() => null),
          percents: series.map(() => null),
        };
        byValue.set(category.value, row);
        rows.push(row);
      }
      row.counts[index] = category.count;
      row.percents[index] = category.percent;
    }
  });
  const ordered = applyOrder(rows, options.order);
  const sorted = applySort(ordered, options.sort, options.show);
  return options.topN > 0 ? sorted.slice(0, options.topN) : sorted;
}

function applyOrder(rows: CategoryRow[], order: number[] | undefined): CategoryRow[] {
  if (!order || order.length === 0) return rows;
  const rank = new Map(order.map((value, index) => [value, index]));
  // Values the saved order does not name (added to the question since) keep their place after it.
  return rows
    .map((row, index) => ({ row, key: rank.get(row.value) ?? order.length + index }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.row);
}

function applySort(
  rows: CategoryRow[],
  sort: ChartOptions['sort'],
  show: ChartOptions['show'],
): CategoryRow[] {
  if (sort === 'none') return rows;
  const figure = (row: CategoryRow) => (show === 'count' ? row.counts[0] : row.percents[0]) ?? -1;
  const sign = sort === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable: equal figures keep the order above.
  return [...rows].sort((a, b) => sign * (figure(a) - figure(b)));
}

/** The figure drawn for a row of a series: a percent of its base or a count. */
export function rowFigure(row: CategoryRow, index: number, show: ChartOptions['show']): number | null {
  const figure = show === 'count' ? row.counts[index] : row.percents[index];
  return figure ?? null;
}
