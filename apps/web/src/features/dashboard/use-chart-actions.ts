import type { ChartSpecInput, DashboardChart, GridItem } from '@cairn/contract';
import { useCallback, useMemo, useState } from 'react';
import {
  copyChart,
  createChart,
  removeChart,
  saveLayout,
  updateChart,
} from '../../api/endpoints/dashboard-pages.ts';
import { specOfChart } from './chart-draft.ts';
import { UndoStack } from './undo-stack.ts';
import type { EditRunner } from './use-dashboard-edit.ts';

export interface ChartActions {
  create(pageId: number, spec: ChartSpecInput): Promise<DashboardChart>;
  update(chart: DashboardChart, spec: ChartSpecInput): Promise<DashboardChart>;
  copy(chart: DashboardChart): Promise<DashboardChart>;
  remove(chart: DashboardChart): Promise<void>;
  layout(pageId: number, items: { id: number; layout: GridItem }[], charts: DashboardChart[]): Promise<void>;
  undo(): Promise<string | null>;
  /** The label of the edit an undo would revert (null: nothing to undo). */
  undoLabel: string | null;
}

/**
 * The report tab's chart edits, each with its inverse on the undo stack (undo-stack.ts), and a
 * refresh of the page's figures after it. Undoing a delete creates the chart again (a new id).
 */
export function useChartActions(
  run: EditRunner,
  refresh: () => void,
  labels: Record<string, string>,
): ChartActions {
  const [stack] = useState(() => new UndoStack());
  const [undoLabel, setUndoLabel] = useState<string | null>(null);
  const sync = useCallback(() => setUndoLabel(stack.peek()?.label ?? null), [stack]);

  const push = useCallback(
    (label: string, inverse: () => Promise<unknown>) => {
      stack.push({
        label,
        run: async () => {
          await inverse();
        },
      });
      sync();
    },
    [stack, sync],
  );

  return useMemo<ChartActions>(() => {
    const created = async (pageId: number, spec: ChartSpecInput) =>
      (await run((v) => createChart(pageId, spec, v))).chart;
    return {
      async create(pageId, spec) {
        const chart = await created(pageId, spec);
        push(labels.create ?? '', () => run((v) => removeChart(chart.id, v)));
        refresh();
        return chart;
      },
      async update(chart, spec) {
        const before = specOfChart(chart);
        const { chart: next } = await run((v) => updateChart(chart.id, spec, v));
        push(labels.update ?? '', () => run((v) => updateChart(chart.id, before, v)));
        refresh();
        return next;
      },
      async copy(chart) {
        const { chart: copied } = await run((v) => copyChart(chart.id, v));
        push(labels.copy ?? '', () => run((v) => removeChart(copied.id, v)));
        refresh();
        return copied;
      },
      async remove(chart) {
        await run((v) => removeChart(chart.id, v));
        const spec = specOfChart(chart);
        push(labels.remove ?? '', () => created(chart.pageId, spec));
        refresh();
      },
      async layout(pageId, items, charts) {
        const before = items.flatMap((item) => {
          const chart = charts.find((c) => c.id === item.id);
          return chart ? [{ id: chart.id, layout: chart.layout }] : [];
        });
        await run((v) => saveLayout(pageId, items, v));
        push(labels.layout ?? '', () => run((v) => saveLayout(pageId, before, v)));
        refresh();
      },
      async undo() {
        const entry = stack.peek();
        if (!entry) return null;
        try {
          await stack.undo();
        } finally {
          sync();
          refresh();
        }
        return entry.label;
      },
      undoLabel,
    };
  }, [run, refresh, push, stack, sync, undoLabel, labels]);
}
