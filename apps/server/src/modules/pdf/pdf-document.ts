import type { Lang } from '@cairn/contract';
import PDFDocument from 'pdfkit';
import { FONT, fontBytes } from './pdf-fonts.ts';
import { PDF_WORDS } from './pdf-words.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfHead {
  /** The survey's or dashboard's name, printed at the top of every page. */
  title: string;
  lang: Lang;
  /** When the figures were made (epoch ms), printed beside the title. */
  date: number;
  layout?: 'portrait' | 'landscape';
}

/** Page margins: the header and footer bands sit inside the top and bottom ones. */
export const MARGIN = { top: 56, bottom: 50, side: 42 } as const;
export const COLOR = { text: '#1f1f1f', muted: '#6b6b6b', rule: '#d9d9d9', accent: '#1677ff' } as const;

/** 2026-11-28: the date as the page band shows it (UTC, so the same figures print the same). */
export function printedDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * A new A4 document with the CJK font registered (regular and bold) and pages buffered, so the
 * header and footer (title, date, "page n of m") are stamped on every page once the total is
 * known. `finish()` stamps, ends the document and answers its bytes.
 */
export function createPdf(head: PdfHead): { doc: Pdf; finish(): Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout: head.layout ?? 'portrait',
    bufferPages: true,
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    info: { Title: head.title, Creator: 'Cairn', CreationDate: new Date(head.date) },
    lang: head.lang === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
  });
  doc.registerFont(FONT.regular, fontBytes('regular'));
  doc.registerFont(FONT.bold, fontBytes('bold'));
  doc.font(FONT.regular).fillColor(COLOR.text);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      stampPages(doc, head);
      doc.end();
      return ended;
    },
  };
}

/** The band on every page: title left and date right on top, the page number at the foot. */
function stampPages(doc: Pdf, head: PdfHead): void {
  const words = PDF_WORDS[head.lang];
  const { start, count } = doc.bufferedPageRange();
  const date = printedDate(head.date);
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    // Text below the bottom margin would start a new page: the band is drawn with no margin.
    const bottom = margins.bottom;
    doc.page.margins.bottom = 0;
    const inner = width - 2 * MARGIN.side;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    const dateWidth = doc.widthOfString(date);
    doc.text(head.title, MARGIN.side, 24, {
      width: inner - dateWidth - 16,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(date, width - MARGIN.side - dateWidth, 24, { lineBreak: false });
    doc
      .moveTo(MARGIN.side, 38)
      .lineTo(width - MARGIN.side, 38)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.text(words.page(i - start + 1, count), MARGIN.side, height - 32, {
      width: inner,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor(COLOR.text);
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * Starts a new page unless `text` (in the current font at `fontSize`, `width` wide, `extra` below it)
 * fits on this one. Laying text out is most of a PDF's time (CJK shaping), and measuring it first
 * lays it out twice: so it is measured only when a generous bound (every glyph as wide as the
 * font size, which no CJK or Latin glyph exceeds) says it might not fit.
 */
export function keepTogether(
  doc: Pdf,
  text: string,
  at: { width: number; fontSize: number; extra?: number; lineGap?: number },
): void {
  const { width, fontSize, extra = 0, lineGap = 0 } = at;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const perLine = Math.max(1, Math.floor(width / fontSize));
  const lines = text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / perLine)), 0);
  const bound = lines * (doc.currentLineHeight(true) + lineGap) + extra;
  if (doc.y + bound <= bottom) return;
  ensureSpace(doc, doc.heightOfString(text, { width, lineGap }) + extra);
}
