import 'echarts-wordcloud';
import { GaugeChart, ScatterChart } from 'echarts/charts';
import { MarkLineComponent, TitleComponent } from 'echarts/components';
import { echarts } from '../report/board/echarts-setup.ts';

/**
 * The board's ECharts core plus what dashboards draw besides bars, pies and lines: the NPS gauge,
 * benchmark markers (scatter) and lines (markLine), the gauge's subtitle and word clouds. Loaded
 * lazily by dashboard-echarts.ts.
 */
echarts.use([GaugeChart, ScatterChart, MarkLineComponent, TitleComponent]);

export { echarts };
