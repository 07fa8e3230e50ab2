import type { Insight } from '@cairn/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDashboardPdf } from '../src/modules/pdf/dashboard-pdf.ts';
import { renderInsightPdf } from '../src/modules/pdf/insight-pdf.ts';
import { chart, everyChart, figures, satisfaction } from './support/dashboard-fixtures.ts';
import { pdfFonts, pdfInfo, pdfPagePng, pdfPages, requirePoppler } from './support/poppler.ts';

const AT = Date.UTC(2026, 10, 28, 9, 30);

function paragraph(id: string, text: string, extra: Partial<Insight['sections'][0]['paragraphs'][0]> = {}) {
  return {
    id,
    kind: 'key' as const,
    text,
    generated: text,
    edited: false,
    hidden: false,
    stale: false,
    figures: [
      {
        ref: `q:${id}:cat:1`,
        label: '非常满意 Very satisfied',
        value: 38.2,
        display: '38.2% of 512',
        base: 512,
        test: 'z' as const,
        p: 0.0123,
      },
    ],
    ...extra,
  };
}

/** A hand-made insight: two languages in its texts, a hidden and an edited paragraph. */
export function sampleInsight(sections = 3): Insight {
  return {
    surveyCode: 'ABCD1234',
    title: '顾客满意度调查 Customer survey',
    lang: 'zh',
    version: 2,
    total: 512,
    weighted: false,
    filterId: null,
    banner: [{ id: 'q-gender', code: 'Q1', label: '性别' }],
    level: 95,
    from: Date.UTC(2026, 9, 1),
    to: Date.UTC(2026, 10, 27),
    generatedAt: AT,
    sections: Array.from({ length: sections }, (_, i) => ({
      id: `q:${i}`,
      kind: 'question' as const,
      code: `Q${i + 2}`,
      title: `总体满意度 Overall satisfaction ${i + 2}`,
      paragraphs: [
        paragraph(
          `p${i}a`,
          `38.2% 的受访者表示非常满意，比例最高。Most respondents were very satisfied (${i}).`,
        ),
        paragraph(`p${i}b`, '这段被作者隐藏了 HIDDEN-TEXT', { hidden: true }),
        paragraph(`p${i}c`, '作者改写的段落 Rewritten by the author', {
          edited: true,
          generated: 'GENERATED-ORIGINAL',
        }),
      ],
    })),
  };
}

beforeAll(() => requirePoppler());

describe('renderInsightPdf', () => {
  it('prints titles, shown paragraphs, figures, page numbers and the date as selectable text', async () => {
    const pdf = await renderInsightPdf(sampleInsight(40));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = pdfInfo(pdf);
    const pages = Number(info.Pages);
    expect(pages).toBeGreaterThan(1);
    expect(info.Title).toBe('顾客满意度调查 Customer survey');
    const text = pdfPages(pdf);
    expect(text).toHaveLength(pages);
    const all = text.join('\n');
    expect(all).toContain('顾客满意度调查 Customer survey');
    expect(all).toContain('Q2 总体满意度 Overall satisfaction 2');
    expect(all).toContain('比例最高。Most respondents were very satisfied (0).');
    expect(all).toContain('作者改写的段落 Rewritten by the author');
    expect(all).not.toContain('HIDDEN-TEXT');
    expect(all).not.toContain('GENERATED-ORIGINAL');
    // The figures behind a paragraph, with their reference (traceable).
    expect(all).toMatch(/非常满意 Very satisfied: 38\.2% of 512 · 基数 512 · z p = 0\.012\s+\[q:p0a:cat:1\]/);
    for (const [i, page] of text.entries()) {
      // pdftotext drops the spaces between Chinese and digits.
      expect(page.replace(/\s+/g, '')).toContain(`第${i + 1}页/共${pages}页`);
      expect(page).toContain('2026-11-28');
      expect(page).toContain('顾客满意度调查 Customer survey');
    }
    // One embedded, subset font: only the glyphs used travel with the file.
    expect(pdfFonts(pdf)).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdf.length).toBeLessThan(1_000_000);
    const png = pdfPagePng(
      pdf,
      1,
      process.env.PDF_PNG_DIR ? `${process.env.PDF_PNG_DIR}/insight-1.png` : undefined,
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('says so when every paragraph is hidden, in English for an English report', async () => {
    const insight = sampleInsight(1);
    insight.lang = 'en';
    for (const p of insight.sections[0]!.paragraphs) p.hidden = true;
    const [page] = pdfPages(await renderInsightPdf(insight));
    expect(page).toContain('No paragraph to show.');
    expect(page).toContain('Page 1 of 1');
    expect(page).not.toContain('Overall satisfaction');
  });
});

describe('renderDashboardPdf', () => {
  it('draws every chart of every page, by its grid, with titles, dates and page numbers', async () => {
    const page = everyChart();
    // A second dashboard page longer than one PDF page: its lower chart goes on the next.
    const long = [
      chart(11, 'bar', '上半部 Upper', { x: 0, y: 0, w: 12, h: 12 }),
      chart(12, 'pie', '下半部 Lower', { x: 0, y: 12, w: 12, h: 12 }),
    ];
    const pdf = await renderDashboardPdf({
      title: '经营仪表盘 Operations dashboard',
      lang: 'zh',
      date: AT,
      pages: [
        { title: '总览 Overview', ...page },
        {
          title: '趋势 Trends',
          charts: long,
          figures: [figures(11, { series: [satisfaction] }), figures(12, { series: [satisfaction] })],
        },
      ],
    });
    const info = pdfInfo(pdf);
    expect(info['Page size']).toMatch(/^841.89 x 595.28 pts/);
    const text = pdfPages(pdf);
    // The overview's bottom row and the long page's lower chart pass the page's foot: 4 pages.
    expect(text).toHaveLength(4);
    const [first, second, third, fourth] = text.map((t) => t.replace(/\s+/g, '')) as [
      string,
      string,
      string,
      string,
    ];
    for (const [i, t] of [first, second, third, fourth].entries()) {
      expect(t).toContain('经营仪表盘Operationsdashboard');
      expect(t).toContain('2026-11-28');
      expect(t).toContain(`第${i + 1}页/共4页`);
    }
    expect(first).toContain('总览Overview');
    // ECharts' SVG labels, set in the PDF's font: axis categories, the pie's legend and shares.
    expect(first).toContain('满意度柱状图Satisfactionbars');
    expect(first).toMatch(/非常满意Satisfied不满意/);
    expect(first).toContain('45.0%');
    // The benchmark: its marker's label on the bars and the small print under them.
    expect(first).toContain('行业常模');
    expect(first).toContain('基准行业常模(n=500):非常满意40(差异+5,不显著)');
    // KPI: the big number and its change.
    expect(first).toContain('1234');
    expect(first).toContain('▲变化+23.4');
    // Table: counts and percents per category; cross: the letter of the significant column.
    const drawn = pdfPages(pdf, { raw: true })[0]!.replace(/\s+/g, '');
    expect(drawn).toContain('选项Q1总体满意度频数Q1总体满意度百分比非常满意9045Satisfied7035');
    expect(drawn).toContain('男性(A)女性(B)');
    expect(drawn).toContain('非常满意453060A');
    expect(second).toContain('总览Overview…');
    expect(second).toContain('NPS净推荐值');
    expect(second).toContain('23');
    // The word cloud laid out in the PDF (word-cloud.ts): its words as text, no bar axis.
    expect(second).toContain('服务');
    expect(second).toContain('价格');
    expect(second).toContain('所选时间段内没有答卷');
    expect(third).toContain('趋势Trends');
    expect(third).toContain('上半部Upper');
    expect(third).not.toContain('下半部Lower');
    expect(fourth).toContain('下半部Lower');
    for (const n of [1, 2])
      pdfPagePng(
        pdf,
        n,
        process.env.PDF_PNG_DIR ? `${process.env.PDF_PNG_DIR}/dashboard-${n}.png` : undefined,
      );
  });
});
