import type { Insight, InsightFigure, InsightParagraph, InsightSection, Lang } from '@cairn/contract';
import {
  COLOR,
  createPdf,
  ensureSpace,
  keepTogether,
  MARGIN,
  type Pdf,
  printedDate,
} from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';
import { PDF_WORDS } from './pdf-words.ts';

export interface InsightPdfOptions {
  /** When the PDF is made (epoch ms); default the insight's generatedAt. */
  now?: number;
}

/** What the reader sees of a paragraph: hidden ones are left out, edited ones as edited. */
export function shownParagraphs(section: InsightSection): InsightParagraph[] {
  return section.paragraphs.filter((p) => !p.hidden);
}

/** One figure in small print: label, how it reads, its base and test, and its reference. */
export function figureLine(figure: InsightFigure, lang: Lang): string {
  const w = PDF_WORDS[lang];
  const parts = [`${figure.label}: ${figure.display}`];
  if (figure.base !== null) parts.push(`${w.base} ${figure.base}`);
  if (figure.test !== null && figure.p !== null) parts.push(`${figure.test} p = ${formatP(figure.p)}`);
  return `${parts.join(' · ')}  [${figure.ref}]`;
}

const formatP = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

/** The lines under the title: what the report counts and how. */
function factLines(insight: Insight, lang: Lang): string[] {
  const w = PDF_WORDS[lang];
  const lines = [`${w.responses}: ${insight.total} · ${insight.weighted ? w.weighted : w.unweighted}`];
  if (insight.from !== null && insight.to !== null)
    lines.push(`${w.period}: ${printedDate(insight.from)} – ${printedDate(insight.to)}`);
  if (insight.banner.length > 0)
    lines.push(
      `${w.banner}: ${insight.banner.map((b) => `${b.code} ${b.label}`).join(', ')} · ${w.level}: ${insight.level}%`,
    );
  lines.push(
    `${w.generated}: ${new Date(insight.generatedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  return lines;
}

function drawParagraph(doc: Pdf, paragraph: InsightParagraph, lang: Lang, width: number): void {
  const w = PDF_WORDS[lang];
  doc.font(FONT.regular).fontSize(10.5);
  keepTogether(doc, paragraph.text, { width, fontSize: 10.5, extra: 14, lineGap: 2 });
  doc.fillColor(COLOR.text).text(paragraph.text, MARGIN.side, doc.y, { width, lineGap: 2 });
  if (paragraph.edited)
    doc
      .fontSize(7.5)
      .fillColor(COLOR.muted)
      .text(paragraph.stale ? w.stale : w.edited, { width });
  if (paragraph.figures.length > 0) {
    doc.moveDown(0.2).fontSize(7).fillColor(COLOR.muted);
    for (const figure of paragraph.figures) {
      const line = figureLine(figure, lang);
      keepTogether(doc, line, { width: width - 10, fontSize: 7 });
      doc.text(line, MARGIN.side + 10, doc.y, { width: width - 10 });
    }
  }
  doc.fillColor(COLOR.text).moveDown(0.7);
  doc.x = MARGIN.side;
}

/**
 * The insight report as a PDF: the survey's title and what the figures count, then each section
 * with its shown paragraphs (hidden ones left out, edited ones in the author's words, marked),
 * each followed by the figures it states in small print with their references, so every
 * sentence can be traced. Title, date and page numbers on every page.
 */
export async function renderInsightPdf(insight: Insight, opts: InsightPdfOptions = {}): Promise<Buffer> {
  const lang = insight.lang;
  const { doc, finish } = createPdf({ title: insight.title, lang, date: opts.now ?? insight.generatedAt });
  const width = doc.page.width - 2 * MARGIN.side;
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(COLOR.text)
    .text(insight.title, MARGIN.side, MARGIN.top, { width });
  doc.moveDown(0.3).font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  for (const line of factLines(insight, lang)) doc.text(line, { width });
  doc.moveDown(1);
  let shown = 0;
  for (const section of insight.sections) {
    const paragraphs = shownParagraphs(section);
    if (paragraphs.length === 0) continue;
    const heading = section.code ? `${section.code} ${section.title}` : section.title;
    doc.font(FONT.bold).fontSize(13);
    // A heading is kept with the start of its first paragraph.
    ensureSpace(doc, doc.heightOfString(heading, { width }) + 40);
    doc.fillColor(COLOR.accent).text(heading, MARGIN.side, doc.y, { width });
    doc.moveDown(0.3);
    for (const paragraph of paragraphs) drawParagraph(doc, paragraph, lang, width);
    doc.moveDown(0.4);
    shown += paragraphs.length;
  }
  if (shown === 0)
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.muted).text(PDF_WORDS[lang].noParagraphs);
  return finish();
}
