import { describe, expect, it } from 'vitest';
import { chartOption, isEChartsType } from './chart-option.ts';
import { chartOf, figuresOf, norm, satisfaction, seriesOf, target } from './test-fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: options are nested plain data, read loosely here.
type Any = Record<string, any>;
const opts = { lang: 'en' as const };

describe('chartOption', () => {
  it('answers null for the charts drawn as HTML and for charts without figures to draw', () => {
    const figures = figuresOf({ series: [satisfaction] });
    for (const type of ['table', 'cross', 'kpi'] as const) {
      expect(chartOption(chartOf(type), figures, opts)).toBeNull();
      expect(isEChartsType(type)).toBe(false);
    }
    expect(isEChartsType('bar')).toBe(true);
    expect(
      chartOption(chartOf('bar'), figuresOf({ state: 'missing', message: 'Q1 was removed' }), opts),
    ).toBeNull();
    expect(chartOption(chartOf('bar'), figuresOf({ series: [] }), opts)).toBeNull();
    expect(chartOption(chartOf('nps'), figuresOf(), opts)).toBeNull();
    expect(chartOption(chartOf('wordcloud'), figuresOf({ words: [] }), opts)).toBeNull();
  });

  it('draws bars as percents with a target line and norm markers carrying the difference', () => {
    const option = chartOption(
      chartOf('bar'),
      figuresOf({ series: [satisfaction], benchmarks: [target, norm] }),
      opts,
    ) as Any;
    expect(option.xAxis.data).toEqual(['Low', 'Medium', 'High']);
    expect(option.yAxis.max).toBe(100);
    const [bars, markers] = option.series;
    expect(bars.data.map((d: Any) => d.value)).toEqual([20, 30, 50]);
    expect(bars.markLine.data[0].yAxis).toBe(60);
    expect(bars.markLine.data[0].label.formatter).toBe('Goal 60');
    expect(markers.type).toBe('scatter');
    expect(markers.data.map((d: Any) => d.value)).toEqual([25, null, 40]);
    expect(markers.data[0].label.formatter).toBe('−5');
    expect(markers.data[2].label.formatter).toBe('+10▲');
    // The tooltip of "High" names the norm, the difference and the test.
    expect(bars.data[2].tooltip.formatter).toContain(
      'Norm 2025: 40 · Difference +10▲ (significant, p = 0.012)',
    );
    expect(bars.data[0].tooltip.formatter).toContain('(not significant, p = 0.200)');
  });

  it('writes the tooltip in Chinese for a Chinese reader', () => {
    const option = chartOption(chartOf('bar'), figuresOf({ series: [satisfaction], benchmarks: [norm] }), {
      lang: 'zh',
    }) as Any;
    expect(option.series[0].data[2].tooltip.formatter).toContain('差异 +10▲ (显著, p = 0.012)');
    expect(option.series[0].data[2].tooltip.formatter).toContain('人数 50');
  });

  it('applies the saved order, the sort and the top n', () => {
    const ordered = chartOption(
      chartOf('bar', { order: [3, 1, 2] }),
      figuresOf({ series: [satisfaction] }),
      opts,
    ) as Any;
    expect(ordered.xAxis.data).toEqual(['High', 'Low', 'Medium']);
    const sorted = chartOption(
      chartOf('bar', { sort: 'asc', topN: 2 }),
      figuresOf({ series: [satisfaction] }),
      opts,
    ) as Any;
    expect(sorted.xAxis.data).toEqual(['Low', 'Medium']);
  });

  it('draws counts without per-category percent markers, and swaps the axes when horizontal', () => {
    const option = chartOption(
      chartOf('bar', { show: 'count', horizontal: true }),
      figuresOf({ series: [satisfaction], benchmarks: [norm] }),
      opts,
    ) as Any;
    expect(option.series).toHaveLength(1);
    expect(option.xAxis.type).toBe('value');
    expect(option.xAxis.minInterval).toBe(1);
    expect(option.yAxis.data).toEqual(['Low', 'Medium', 'High']);
    expect(option.series[0].data.map((d: Any) => d.value)).toEqual([20, 30, 50]);
  });

  it('merges several sources by category value, one series each', () => {
    const other = seriesOf('Q1 Satisfaction (Survey B)', [
      ['Low', 5, 10],
      ['Medium', 45, 90],
    ]);
    const option = chartOption(chartOf('bar'), figuresOf({ series: [satisfaction, other] }), opts) as Any;
    expect(option.series).toHaveLength(2);
    expect(option.series[1].data.map((d: Any) => d.value)).toEqual([10, 90, null]);
    expect(option.legend).toBeDefined();
  });

  it('stacks one bar per series with a segment per category', () => {
    const rowB = seriesOf('Row B', [
      ['Low', 10, 10],
      ['Medium', 10, 10],
      ['High', 80, 80],
    ]);
    const option = chartOption(
      chartOf('stackedBar'),
      figuresOf({ series: [satisfaction, rowB] }),
      opts,
    ) as Any;
    expect(option.xAxis.data).toEqual(['Q1 Satisfacti…', 'Row B']);
    expect(option.series.map((s: Any) => s.name)).toEqual(['Low', 'Medium', 'High']);
    expect(option.series.every((s: Any) => s.stack === 'total')).toBe(true);
    expect(option.series[2].data.map((d: Any) => d.value)).toEqual([50, 80]);
  });

  it('draws a pie of counts labelled with shares, benchmarks in the tooltip', () => {
    const option = chartOption(
      chartOf('pie'),
      figuresOf({ series: [satisfaction], benchmarks: [norm] }),
      opts,
    ) as Any;
    const slices = option.series[0].data;
    expect(slices.map((d: Any) => d.value)).toEqual([20, 30, 50]);
    expect(slices[2].label.formatter).toBe('50.0%');
    expect(slices[2].tooltip.formatter).toContain('Difference +10▲');
  });

  it('draws a line over the buckets in time order with a target', () => {
    const points = [
      { label: '2026-11-02', at: 2, value: 7, base: 7 },
      { label: '2026-11-01', at: 1, value: 3, base: 3 },
    ];
    const option = chartOption(
      chartOf('line', { metric: 'responses' }),
      figuresOf({ series: [seriesOf('Responses', [], { points })], benchmarks: [target] }),
      opts,
    ) as Any;
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(option.series[0].data.map((d: Any) => d.value)).toEqual([3, 7]);
    expect(option.series[0].markLine.data[0].yAxis).toBe(60);
  });

  it('draws an NPS gauge with a pointer per benchmark and the groups in the subtitle', () => {
    const bench = {
      ...norm,
      values: [
        { label: '', actual: 30, value: 20, diff: 10, p: 0.01, significant: true, test: 'z' as const },
      ],
    };
    const option = chartOption(
      chartOf('nps'),
      figuresOf({
        nps: { score: 30, promoters: 50, passives: 30, detractors: 20, base: 100 },
        benchmarks: [bench],
      }),
      opts,
    ) as Any;
    const gauge = option.series[0];
    expect(gauge.type).toBe('gauge');
    expect(gauge.min).toBe(-100);
    expect(gauge.data[0].value).toBe(30);
    expect(gauge.data[1]).toMatchObject({ value: 20, name: 'Norm 2025 20 +10▲' });
    expect(option.title.subtext).toBe('Promoters 50.0% · Passives 30.0% · Detractors 20.0%');
  });

  it('draws a word cloud of the top words, or bars when asked', () => {
    const words = [
      { text: 'price', count: 3 },
      { text: 'service', count: 9 },
      { text: '{odd}', count: 1 },
    ];
    const cloud = chartOption(chartOf('wordcloud', { topN: 2 }), figuresOf({ words }), opts) as Any;
    expect(cloud.series[0].type).toBe('wordCloud');
    expect(cloud.series[0].data).toEqual([
      { name: 'service', value: 9 },
      { name: 'price', value: 3 },
    ]);
    const bars = chartOption(chartOf('wordcloud'), figuresOf({ words }), {
      ...opts,
      wordcloud: 'bars',
    }) as Any;
    expect(bars.series[0].type).toBe('bar');
    // Braces would be read as an ECharts template.
    expect(bars.yAxis.data).toEqual(['service', 'price', '｛odd｝']);
  });

  it('builds plain data: every option survives JSON unchanged', () => {
    const figures = figuresOf({
      series: [satisfaction],
      benchmarks: [target, norm],
      nps: { score: 10, promoters: 40, passives: 30, detractors: 30, base: 100 },
      words: [{ text: 'a', count: 1 }],
    });
    for (const type of ['bar', 'stackedBar', 'pie', 'line', 'nps', 'wordcloud'] as const) {
      const option = chartOption(chartOf(type), figures, { lang: 'zh', width: 300, height: 200 });
      expect(option, type).not.toBeNull();
      expect(JSON.parse(JSON.stringify(option)), type).toEqual(option);
    }
  });
});
