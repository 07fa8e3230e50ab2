import { chartOption, PALETTE } from '@cairn/charts';
import type { BenchmarkFigures, ChartFigures, DashboardChart, KpiFigure, Lang } from '@cairn/contract';
import { chartSheetRows } from '../dashboard-export/chart-sheet.ts';
import { COLOR, type Pdf } from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';
import { drawTable } from './pdf-table.ts';
import { PDF_WORDS } from './pdf-words.ts';
import { drawChart } from './svg-chart.ts';
import { drawWordCloud } from './word-cloud.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NOTE_SIZE = 6.5;
const fmt = (v: number | null) => (v === null ? '–' : Number.isInteger(v) ? String(v) : v.toFixed(1));
const signed = (v: number | null) =>
  v === null ? '–' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${fmt(Math.abs(v))}`;

/** A benchmark in one line of small print: its values, differences and which are significant. */
export function benchmarkNote(b: BenchmarkFigures, lang: Lang): string {
  const w = PDF_WORDS[lang];
  if (b.problem) return `${w.benchmark} ${b.label}: ${b.problem}`;
  const values = b.values
    .slice(0, 6)
    .map(
      (v) =>
        `${v.label ? `${v.label} ` : ''}${fmt(v.value)} (${w.diff} ${signed(v.diff)}${
          v.significant === null ? '' : `, ${v.significant ? w.significant : w.notSignificant}`
        })`,
    );
  const more = b.values.length > 6 ? ` …+${b.values.length - 6}` : '';
  return `${w.benchmark} ${b.label}${b.base !== null ? ` (n=${b.base})` : ''}: ${values.join('; ')}${more}`;
}

function drawMessage(doc: Pdf, text: string, box: Box): void {
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  const h = doc.heightOfString(text, { width: box.width - 12 });
  doc.text(text, box.x + 6, box.y + Math.max(0, (box.height - h) / 2), {
    width: box.width - 12,
    align: 'center',
  });
}

function drawKpi(doc: Pdf, kpi: KpiFigure, lang: Lang, box: Box): void {
  const w = PDF_WORDS[lang];
  const value = kpi.value === null ? '–' : `${fmt(kpi.value)}${kpi.unit}`;
  const size = Math.min(32, Math.max(14, box.height / 3));
  doc.font(FONT.bold).fontSize(size).fillColor(COLOR.text);
  const top = box.y + Math.max(0, box.height / 2 - size);
  doc.text(value, box.x, top, { width: box.width, align: 'center' });
  if (kpi.change !== null || kpi.previous !== null) {
    const arrow = kpi.change === null || kpi.change === 0 ? '' : kpi.change > 0 ? '▲ ' : '▼ ';
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(kpi.change !== null && kpi.change < 0 ? '#cf1322' : '#389e0d')
      .text(
        `${arrow}${w.change} ${signed(kpi.change)}${kpi.unit} · ${w.previous} ${fmt(kpi.previous)}${kpi.unit}`,
        box.x,
        doc.y + 2,
        { width: box.width, align: 'center' },
      );
  }
}

/**
 * One chart in its box: the title, then what the board shows — an ECharts chart (the option of
 * `@cairn/charts`, the board's own, drawn as SVG), a table (the xlsx report's rows), a cross
 * table with its letters, a KPI as a big number with its change — or the message of an empty,
 * missing or denied chart; benchmarks in small print at the foot. A word cloud is laid out here
 * (word-cloud.ts): ECharts' word cloud needs a browser canvas.
 */
export function drawChartBox(
  doc: Pdf,
  chart: DashboardChart,
  figures: ChartFigures,
  lang: Lang,
  box: Box,
): void {
  doc.roundedRect(box.x, box.y, box.width, box.height, 4).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  const pad = 6;
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text);
  doc.text(chart.title || ' ', box.x + pad, box.y + pad, {
    width: box.width - 2 * pad,
    height: 12,
    ellipsis: true,
    lineBreak: false,
  });
  const notes =
    figures.state === 'ok' && chart.type !== 'table' && chart.type !== 'cross'
      ? figures.benchmarks.map((b) => benchmarkNote(b, lang))
      : [];
  doc.font(FONT.regular).fontSize(NOTE_SIZE);
  const notesHeight = notes.reduce(
    (sum, n) => sum + doc.heightOfString(n, { width: box.width - 2 * pad }),
    0,
  );
  const body: Box = {
    x: box.x + pad,
    y: box.y + pad + 14,
    width: box.width - 2 * pad,
    height: Math.max(20, box.height - 2 * pad - 14 - notesHeight),
  };
  if (figures.state !== 'ok') drawMessage(doc, figures.message ?? PDF_WORDS[lang].noData, body);
  else if (chart.type === 'kpi') {
    if (figures.kpi) drawKpi(doc, figures.kpi, lang, body);
    else drawMessage(doc, PDF_WORDS[lang].noData, body);
  } else if (chart.type === 'table' || chart.type === 'cross') {
    doc.y = body.y;
    drawTable(doc, chartSheetRows(chart, figures, 3, lang), {
      x: body.x,
      width: body.width,
      fontSize: chart.type === 'cross' ? 6 : 7,
      headRows: chart.type === 'cross' ? 0 : 1,
      maxY: body.y + body.height,
    });
  } else if (chart.type === 'wordcloud' && figures.words && figures.words.length > 0) {
    doc.font(FONT.regular);
    drawWordCloud(doc, figures.words, body, PALETTE);
  } else {
    const option = chartOption(chart, figures, {
      lang,
      width: body.width,
      height: body.height,
      animation: false,
      wordcloud: 'bars',
    });
    if (option) drawChart(doc, option, body);
    else drawMessage(doc, figures.message ?? PDF_WORDS[lang].noData, body);
  }
  if (notes.length > 0) {
    doc.font(FONT.regular).fontSize(NOTE_SIZE).fillColor(COLOR.muted);
    doc.text(notes.join('\n'), box.x + pad, box.y + box.height - pad - notesHeight, {
      width: box.width - 2 * pad,
    });
  }
  doc.fillColor(COLOR.text);
}
