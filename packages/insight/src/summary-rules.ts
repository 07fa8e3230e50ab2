import type { Lang } from '@cairn/contract';
import { count, day, percent } from './format.ts';
import { PHRASES } from './phrases.ts';
import { figure, fill, join, type Written } from './sentence.ts';
import type { DayCount, Finding, StatusFigures } from './types.ts';

/** Findings the summary names. */
export const MAX_FINDINGS = 3;

/** Responses, period and completion figures. */
export function summaryParagraph(
  total: number,
  days: readonly DayCount[],
  status: StatusFigures | null,
  weighted: boolean,
  lang: Lang,
): Written {
  const t = PHRASES[lang];
  if (total <= 0) return fill(t.summaryEmpty, {});
  const counted = days.filter((d) => d.count > 0);
  const first = counted[0]?.day;
  const last = counted[counted.length - 1]?.day;
  const totalFigure = figure(
    'survey:total',
    lang === 'zh' ? '完整答卷' : 'complete responses',
    total,
    count(total),
  );
  const parts: Written[] = [
    first && last && first !== last
      ? fill(t.summaryCount, { total: totalFigure, first: day(first, lang), last: day(last, lang) })
      : fill(t.summaryCountOneDay, { total: totalFigure, first: first ? day(first, lang) : '' }),
  ];
  if (status && status.completionRate !== null) {
    const rate = status.completionRate * 100;
    const base = status.complete + status.partial + status.screenedOut;
    const zh = lang === 'zh';
    parts.push(
      fill(t.summaryCompletion, {
        rate: figure('survey:completion', zh ? '完成率' : 'completion rate', rate, percent(rate, lang), base),
        complete: figure(
          'survey:complete',
          zh ? '完整' : 'complete',
          status.complete,
          count(status.complete),
          base,
        ),
        partial: figure(
          'survey:partial',
          zh ? '未完成' : 'partial',
          status.partial,
          count(status.partial),
          base,
        ),
        screened: figure(
          'survey:screened',
          zh ? '被甄别' : 'screened out',
          status.screenedOut,
          count(status.screenedOut),
          base,
        ),
      }),
    );
  }
  if (weighted) parts.push(fill(t.noteWeighted, {}));
  return join(parts, lang === 'zh');
}

/**
 * The 3 most notable findings: the largest significant differences first, then the clearest
 * majorities (weights from the rules), ties in questionnaire order.
 */
export function findingsParagraph(findings: readonly Finding[], lang: Lang): Written {
  const t = PHRASES[lang];
  const top = findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.weight - a.f.weight || a.i - b.i)
    .slice(0, MAX_FINDINGS);
  if (top.length === 0) return fill(t.summaryNoFindings, {});
  const zh = lang === 'zh';
  const lines = top.map(({ f }, i) => ({
    text: `${i + 1}. ${f.code}${zh ? '：' : ': '}${f.text}`,
    figures: f.figures,
  }));
  return {
    text: [t.summaryFindings, ...lines.map((l) => l.text)].join('\n'),
    figures: lines.flatMap((l) => l.figures),
  };
}
