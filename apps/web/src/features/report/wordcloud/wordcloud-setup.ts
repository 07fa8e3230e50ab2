import 'echarts-wordcloud';
import { echarts } from '../board/echarts-setup.ts';

/**
 * ECharts (the board's tree-shaken core) with the wordCloud series of echarts-wordcloud, which
 * registers itself on ECharts' shared registry when imported. Loaded lazily (word-cloud-chart.tsx),
 * so neither is in a bundle until a word cloud is drawn.
 */
export { echarts };
