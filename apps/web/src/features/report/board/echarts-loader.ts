/**
 * ECharts, loaded on first use and only the parts the board draws (bar, pie, line; grid, tooltip,
 * legend; canvas). The import is dynamic so the chart code is its own chunk, fetched when a board
 * first shows a chart, and the full `echarts` bundle (≈1 MB) never enters the app.
 */
export type EChartsCore = typeof import('echarts/core');

let loading: Promise<EChartsCore> | null = null;

export function loadECharts(): Promise<EChartsCore> {
  loading ??= Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]).then(([core, charts, components, renderers]) => {
    core.use([
      charts.BarChart,
      charts.PieChart,
      charts.LineChart,
      components.GridComponent,
      components.TooltipComponent,
      components.LegendComponent,
      renderers.CanvasRenderer,
    ]);
    return core;
  });
  return loading;
}
