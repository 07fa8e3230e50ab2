import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only the ECharts parts the overview draws (line, pie, grid, tooltip, legend, canvas): the full
 * bundle is several times larger. Imported lazily by chart-view.tsx, so it is its own chunk.
 */
echarts.use([LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
