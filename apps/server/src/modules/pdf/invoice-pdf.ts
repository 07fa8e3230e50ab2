import type { Invoice, Lang, OrderKind } from '@cairn/contract';
import { formatYuan } from '@cairn/contract/money/yuan';
import { createPdf, MARGIN, printedDate } from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';
import { drawTable } from './pdf-table.ts';

const WORDS = {
  zh: {
    title: '电子发票',
    number: '发票号码',
    issued: '开票日期',
    buyer: '购买方名称',
    taxNumber: '纳税人识别号',
    item: '项目',
    itemName: (kind: OrderKind) =>
      `调查活动服务（${{ envelope: '红包', lottery: '抽奖', sample: '样本' }[kind]}）`,
    order: '订单号',
    amount: '金额（含税）',
    total: '价税合计',
    seller: '销售方：Cairn',
    none: '—',
  },
  en: {
    title: 'Electronic invoice',
    number: 'Invoice number',
    issued: 'Date of issue',
    buyer: 'Buyer',
    taxNumber: 'Tax number',
    item: 'Item',
    itemName: (kind: OrderKind) =>
      `Survey campaign service (${{ envelope: 'red envelopes', lottery: 'lottery', sample: 'sample' }[kind]})`,
    order: 'Order',
    amount: 'Amount (tax included)',
    total: 'Total',
    seller: 'Seller: Cairn',
    none: '—',
  },
} as const;

/**
 * An issued invoice as one A4 page (the shared PDF document: CJK font, header band with its
 * number and date): buyer, tax number, the order and what it paid after coupons. Made from the
 * stored invoice on each download, so the same invoice always prints the same.
 */
export async function renderInvoicePdf(invoice: Invoice, orderKind: OrderKind, lang: Lang): Promise<Buffer> {
  const w = WORDS[lang];
  const issued = invoice.decidedAt ?? invoice.createdAt;
  const { doc, finish } = createPdf({ title: `${w.title} ${invoice.number ?? ''}`, lang, date: issued });
  const width = doc.page.width - 2 * MARGIN.side;
  doc
    .font(FONT.bold)
    .fontSize(20)
    .text(w.title, MARGIN.side, MARGIN.top + 8, { width, align: 'center' });
  doc.moveDown(1.2);
  drawTable(
    doc,
    [
      [w.number, invoice.number ?? w.none],
      [w.issued, printedDate(issued)],
      [w.buyer, invoice.title],
      [w.taxNumber, invoice.taxNumber ?? w.none],
      [w.order, invoice.orderId],
    ],
    { x: MARGIN.side, width, fontSize: 11, firstColumn: 0.35 },
  );
  doc.moveDown(1.5);
  drawTable(
    doc,
    [
      [w.item, w.amount],
      [w.itemName(orderKind), formatYuan(invoice.amountFen)],
      [w.total, formatYuan(invoice.amountFen)],
    ],
    { x: MARGIN.side, width, fontSize: 11, headRows: 1, firstColumn: 0.6 },
  );
  doc.moveDown(2);
  doc.font(FONT.regular).fontSize(10).text(w.seller, MARGIN.side, doc.y, { width });
  return finish();
}
