import type { ChartFigures, DashboardChart, Lang } from '@cairn/contract';
import { drawChartBox } from './chart-blocks.ts';
import { placeOnPages } from './grid-placement.ts';
import { COLOR, createPdf, MARGIN } from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';
import { PDF_WORDS } from './pdf-words.ts';

export interface DashboardPdfInput {
  title: string;
  lang: Lang;
  /** When the figures were computed (epoch ms), printed on every page; default now. */
  date?: number;
  pages: { title: string; charts: DashboardChart[]; figures: ChartFigures[] }[];
}

/** One grid row of the board, in points: 21 rows fill a landscape A4 page below its title. */
const ROW_HEIGHT = 22;
const GAP = 8;
const PAGE_TITLE = 26;

/**
 * A dashboard's chosen pages as a PDF (A4 landscape): each dashboard page starts a PDF page with
 * its title, and its charts are placed by their 12-column grid layout, continuing on further PDF
 * pages when the page is longer than one. Title, date and page numbers on every page.
 */
export async function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  const { doc, finish } = createPdf({
    title: input.title,
    lang: input.lang,
    date: input.date ?? Date.now(),
    layout: 'landscape',
  });
  const width = doc.page.width - 2 * MARGIN.side;
  const height = doc.page.height - MARGIN.top - MARGIN.bottom - PAGE_TITLE;
  for (const [index, page] of input.pages.entries()) {
    if (index > 0) doc.addPage();
    const drawTitle = (continued: boolean) => {
      doc.font(FONT.bold).fontSize(13).fillColor(COLOR.text);
      doc.text(`${page.title}${continued ? ' …' : ''}`, MARGIN.side, MARGIN.top, {
        width,
        lineBreak: false,
        ellipsis: true,
      });
    };
    drawTitle(false);
    const byId = new Map(page.figures.map((f) => [f.chartId, f]));
    const placed = placeOnPages(page.charts, { width, height, rowHeight: ROW_HEIGHT, gap: GAP });
    if (placed.length === 0) {
      doc
        .font(FONT.regular)
        .fontSize(10)
        .fillColor(COLOR.muted)
        .text(PDF_WORDS[input.lang].noData, MARGIN.side, MARGIN.top + PAGE_TITLE);
      continue;
    }
    let sheet = 0;
    for (const box of placed) {
      while (box.sheet > sheet) {
        doc.addPage();
        sheet++;
        drawTitle(true);
      }
      const figures = byId.get(box.item.id) ?? missingFigures(box.item.id, input.lang);
      drawChartBox(doc, box.item, figures, input.lang, {
        x: MARGIN.side + box.x,
        y: MARGIN.top + PAGE_TITLE + box.y,
        width: box.width,
        height: box.height,
      });
    }
  }
  return finish();
}

/** A chart the figures do not cover (removed meanwhile): drawn as its empty state. */
function missingFigures(chartId: number, lang: Lang): ChartFigures {
  return {
    chartId,
    state: 'missing',
    message: PDF_WORDS[lang].noData,
    base: 0,
    series: [],
    cross: null,
    nps: null,
    kpi: null,
    words: null,
    benchmarks: [],
  };
}
