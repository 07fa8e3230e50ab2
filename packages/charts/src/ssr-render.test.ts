import * as echarts from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-option.ts';
import { chartOf, figuresOf, norm, satisfaction, target } from './test-fixtures.ts';

/**
 * The server draws dashboards into PDFs with ECharts' SSR SVG renderer (no DOM): every option
 * this package builds must render there, with its texts in the SVG.
 */
function renderSvg(option: Record<string, unknown>): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 480, height: 300 });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

describe('options render with the SSR SVG renderer', () => {
  const figures = figuresOf({
    series: [satisfaction],
    benchmarks: [target, norm],
    nps: { score: 24, promoters: 44, passives: 36, detractors: 20, base: 100 },
    words: [
      { text: '服务', count: 12 },
      { text: 'price', count: 4 },
    ],
  });

  it.each(['bar', 'stackedBar', 'pie', 'line'] as const)('%s', (type) => {
    const option = chartOption(chartOf(type), figures, { lang: 'en', width: 480, height: 300 });
    const svg = renderSvg(option as Record<string, unknown>);
    expect(svg.startsWith('<svg')).toBe(true);
    if (type !== 'line') expect(svg).toContain('High');
  });

  it('draws the target line and the significant difference of the bars', () => {
    const svg = renderSvg(chartOption(chartOf('bar'), figures, { lang: 'en' }) as Record<string, unknown>);
    expect(svg).toContain('Goal 60');
    expect(svg).toContain('+10▲');
  });

  it('draws the NPS score and its groups', () => {
    const svg = renderSvg(chartOption(chartOf('nps'), figures, { lang: 'zh' }) as Record<string, unknown>);
    expect(svg).toContain('>24<');
    expect(svg).toContain('推荐者 44.0%');
  });

  it('draws a word cloud as bars where no canvas lays it out', () => {
    const option = chartOption(chartOf('wordcloud'), figures, { lang: 'zh', wordcloud: 'bars' });
    expect(renderSvg(option as Record<string, unknown>)).toContain('服务');
  });
});
