import type { Insight } from '@cairn/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInsightPdf } from '../src/modules/pdf/insight-pdf.ts';
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
