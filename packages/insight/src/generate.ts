import { differencesByQuestion } from './difference-rules.ts';
import { PHRASES } from './phrases.ts';
import { keyParagraph } from './question-rules.ts';
import { findingsParagraph, summaryParagraph } from './summary-rules.ts';
import { themeParagraph } from './theme-rules.ts';
import { trendParagraph } from './trend-rules.ts';
import type { Finding, GeneratedSection, InsightInput } from './types.ts';

/**
 * The insight report from its figures, by rules: the survey summary, one section per question
 * (key figures, then the significant differences across the banner), the collection trend and
 * the open-answer themes. Pure and deterministic: the order follows the inputs' order and fixed
 * tie-breaks, numbers are rounded by `format.ts`, so the same input gives the same text.
 */
export function generateInsight(input: InsightInput): GeneratedSection[] {
  const { lang } = input;
  const t = PHRASES[lang];
  const findings: Finding[] = [];
  const differences = input.cross ? differencesByQuestion(input.cross, lang, input.level) : new Map();
  const questions: GeneratedSection[] = [];
  if (input.total > 0)
    for (const q of input.questions) {
      const section: GeneratedSection = {
        id: `q:${q.nodeId}`,
        kind: 'question',
        code: q.code,
        title: `${q.code} ${q.title}`,
        paragraphs: [],
      };
      const key = keyParagraph(q, lang);
      if (key) {
        section.paragraphs.push({ id: `q:${q.nodeId}:key`, kind: 'key', ...key.written });
        if (key.finding) findings.push(key.finding);
      }
      for (const [n, d] of (differences.get(q.nodeId) ?? []).entries()) {
        section.paragraphs.push({ id: `q:${q.nodeId}:diff:${n + 1}`, kind: 'difference', ...d.written });
        // Any significant difference ranks above a majority; among them the larger effect first.
        findings.push({ code: q.code, ...d.written, weight: 1 + d.effect / 100 });
      }
      if (section.paragraphs.length > 0) questions.push(section);
    }
  const survey: GeneratedSection = {
    id: 'survey',
    kind: 'survey',
    code: null,
    title: t.sectionSurvey,
    paragraphs: [
      {
        id: 'survey:summary',
        kind: 'summary',
        ...summaryParagraph(input.total, input.days, input.status, input.weighted, lang),
      },
    ],
  };
  if (input.total > 0)
    survey.paragraphs.push({ id: 'survey:findings', kind: 'summary', ...findingsParagraph(findings, lang) });
  const sections = [survey, ...questions];
  const trend = input.total > 0 ? trendParagraph(input.days, lang) : null;
  if (trend)
    sections.push({
      id: 'trend',
      kind: 'trend',
      code: null,
      title: t.sectionTrend,
      paragraphs: [{ id: 'trend', kind: 'trend', ...trend }],
    });
  if (input.themes.length > 0 && input.total > 0)
    sections.push({
      id: 'themes',
      kind: 'themes',
      code: null,
      title: t.sectionThemes,
      paragraphs: input.themes.map((theme) => ({
        id: `themes:${theme.reportId}`,
        kind: 'themes' as const,
        ...themeParagraph(theme, lang),
      })),
    });
  return sections;
}
