import type { CrossBlock, CrossColumn } from '@cairn/contract';

const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#65a30d', '#db2777'];

/**
 * A categorical stub block as bars: one bar group per banner column (Total first), one series per
 * stub category, the column percent as value; stacked bars stack the categories to 100 %
 * (single response) per column.
 */
export function crossChartOption(
  block: CrossBlock,
  columns: readonly CrossColumn[],
  type: 'clustered' | 'stacked',
  totalLabel: string,
): Record<string, unknown> {
  const labels = columns.map((c) =>
    c.group < 0
      ? totalLabel
      : `${c.outerLabel ? `${c.outerLabel} / ` : ''}${c.label}${c.letter ? ` (${c.letter})` : ''}`,
  );
  return {
    color: PALETTE,
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}%` },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: '{value}%' },
      ...(type === 'stacked' ? {} : { max: 100 }),
    },
    series: block.rows.map((row) => ({
      type: 'bar',
      name: row.label,
      ...(type === 'stacked' ? { stack: 'column' } : {}),
      barMaxWidth: 36,
      data: row.cells.map((cell) => (cell.column === null ? null : Math.round(cell.column * 10) / 10)),
    })),
  };
}
