import type { DashboardChart, GridItem } from '@cairn/contract';
import { DASHBOARD_GRID_COLUMNS, DASHBOARD_GRID_MAX_HEIGHT } from '@cairn/contract';

export interface GridPlacement extends GridItem {
  /** The chart id as react-grid-layout's item key. */
  i: string;
}

/** The charts' saved places as react-grid-layout's layout. */
export function placementsOf(charts: readonly DashboardChart[]): GridPlacement[] {
  return charts.map((chart) => ({ i: String(chart.id), ...chart.layout }));
}

/** Keeps a place within the contract's grid (12 columns, at most 24 rows high). */
export function clampItem(item: GridItem): GridItem {
  const w = Math.min(Math.max(1, Math.round(item.w)), DASHBOARD_GRID_COLUMNS);
  const x = Math.min(Math.max(0, Math.round(item.x)), DASHBOARD_GRID_COLUMNS - w);
  const h = Math.min(Math.max(1, Math.round(item.h)), DASHBOARD_GRID_MAX_HEIGHT);
  return { x, y: Math.max(0, Math.round(item.y)), w, h };
}

/**
 * The charts whose place a drag or resize changed (a drag may push others down), as the
 * chart/layout call's items; empty when nothing moved (a click on the handle).
 */
export function changedItems(
  charts: readonly DashboardChart[],
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): { id: number; layout: GridItem }[] {
  const byId = new Map(charts.map((chart) => [String(chart.id), chart]));
  const out: { id: number; layout: GridItem }[] = [];
  for (const item of layout) {
    const chart = byId.get(item.i);
    if (!chart) continue;
    const next = clampItem(item);
    const was = chart.layout;
    if (next.x !== was.x || next.y !== was.y || next.w !== was.w || next.h !== was.h) {
      out.push({ id: chart.id, layout: next });
    }
  }
  return out;
}

/** Where a new chart goes: the first free row below every chart, half the width. */
export function nextPlace(charts: readonly DashboardChart[], w = 6, h = 8): GridItem {
  const bottom = charts.reduce((max, chart) => Math.max(max, chart.layout.y + chart.layout.h), 0);
  return { x: 0, y: bottom, w, h };
}
