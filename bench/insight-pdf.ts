/**
 * The insight report's PDF (apps/server/src/modules/pdf/insight-pdf.ts) for a survey of 100
 * questions: a summary, then per question a key-figure paragraph and two differences by the
 * banner, each with the figures it states (zh and en text mixed, as an author's edits may be).
 * Measures the renderer: layout, the CJK font subset into the file and the file's bytes; the
 * figures themselves are the insight builder's (buildInsight). Prints, asserts nothing:
 *
 *   npx tsx bench/insight-pdf.ts
 *
 * Target (issue 21): ≤ 10 s for the PDF of a 100-question report.
 */

import { renderInsightPdf } from '../apps/server/src/modules/pdf/insight-pdf.ts';
import type { Insight, InsightParagraph } from '../packages/contract/src/index.ts';
import { median } from './support/timing.ts';

const QUESTIONS = 100;

function figure(q: number, n: number) {
  return {
    ref: `q:question-${q}:cat:${n}`,
    label: `选项 ${n} Option ${n}`,
    value: 12.5 + n,
    display: `${(12.5 + n).toFixed(1)}% of 1,024`,
    base: 1024,
    test: n % 2 === 0 ? ('z' as const) : null,
    p: n % 2 === 0 ? 0.004 * n : null,
  };
}

function paragraph(
  q: number,
  id: string,
  kind: InsightParagraph['kind'],
  text: string,
  figures = 3,
): InsightParagraph {
  return {
    id: `q:question-${q}:${id}`,
    kind,
    text,
    generated: text,
    edited: q % 10 === 0,
    hidden: q % 17 === 0 && id === 'diff:2',
    stale: false,
    figures: Array.from({ length: figures }, (_, n) => figure(q, n + 1)),
  };
}

function hundredQuestions(): Insight {
  const now = Date.UTC(2026, 10, 28);
  return {
    surveyCode: 'BENCH001',
    title: '2026 年度客户满意度调查 Annual customer satisfaction survey',
    lang: 'zh',
    version: 3,
    total: 1024,
    weighted: true,
    filterId: null,
    banner: [
      { id: 'q-region', code: 'Q101', label: '地区 Region' },
      { id: 'q-age', code: 'Q102', label: '年龄段 Age group' },
    ],
    level: 95,
    from: now - 60 * 86_400_000,
    to: now,
    generatedAt: now,
    sections: [
      {
        id: 'survey',
        kind: 'survey',
        code: null,
        title: '概要 Summary',
        paragraphs: [
          paragraph(0, 'summary', 'summary', '本次调查共收集 1,024 份有效答卷，其中 62% 来自线上渠道。', 4),
        ],
      },
      ...Array.from({ length: QUESTIONS }, (_, i) => {
        const q = i + 1;
        return {
          id: `q:question-${q}`,
          kind: 'question' as const,
          code: `Q${q}`,
          title: `您对我们第 ${q} 项服务的满意程度如何？ How satisfied are you with service ${q}?`,
          paragraphs: [
            paragraph(
              q,
              'key',
              'key',
              `在 1,024 位受访者中，${(30 + (q % 20)).toFixed(1)}% 选择“非常满意”，是最常见的回答；选择“不满意”的占 ${(5 + (q % 7)).toFixed(1)}%。`,
            ),
            paragraph(
              q,
              'diff:1',
              'difference',
              `华东地区选择“非常满意”的比例（${(40 + (q % 9)).toFixed(1)}%）显著高于华北地区（${(28 + (q % 5)).toFixed(1)}%），z 检验 p < 0.05。`,
              2,
            ),
            paragraph(
              q,
              'diff:2',
              'difference',
              `Respondents aged 18–24 chose "very satisfied" less often than those aged 45+ (${(22 + (q % 6)).toFixed(1)}% vs ${(35 + (q % 8)).toFixed(1)}%).`,
              2,
            ),
          ],
        };
      }),
    ],
  };
}

const insight = hundredQuestions();
const walls: number[] = [];
const cpus: number[] = [];
let bytes = 0;
let pages = 0;
for (let run = 0; run < 4; run++) {
  const startCpu = process.cpuUsage();
  const start = performance.now();
  const pdf = await renderInsightPdf(insight);
  const wall = performance.now() - start;
  const used = process.cpuUsage(startCpu);
  bytes = pdf.length;
  // Every page object of pdfkit's output is one `/Type /Page` dictionary.
  pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  // The first run also parses the font files (once per process).
  if (run === 0) console.log(`first run (font read and parsed): ${wall.toFixed(0)} ms`);
  else {
    walls.push(wall);
    cpus.push((used.user + used.system) / 1000);
  }
}
console.log(
  `insight PDF, ${QUESTIONS} questions: ${median(walls).toFixed(0)} ms median wall, ${Math.min(...walls).toFixed(0)} ms fastest, ` +
    `${median(cpus).toFixed(0)} ms CPU; ${pages} pages, ${(bytes / 1024).toFixed(0)} KB (target ≤ 10 s)`,
);
