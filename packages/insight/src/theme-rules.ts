import type { Lang } from '@cairn/contract';
import { count, percent } from './format.ts';
import { PHRASES } from './phrases.ts';
import { figure, fill, type Written } from './sentence.ts';
import type { ThemeFigures } from './types.ts';

/** Codes named per coding report. */
export const MAX_THEMES = 3;

/**
 * A coding report's most frequent codes (top-level entries: a net counts the union of its
 * codes), by count, frame order among equals; counts are of approved hits only.
 */
export function themeParagraph(theme: ThemeFigures, lang: Lang): Written {
  const t = PHRASES[lang];
  const question = theme.columnLabel ?? theme.name;
  const { stat } = theme;
  const coded = stat.weighted ? stat.base.weightedCoded : stat.base.coded;
  if (coded <= 0) return fill(t.themesNone, { question });
  const top = stat.rows
    .map((row, i) => ({ row, i, n: stat.weighted ? row.weighted : row.count }))
    .filter((x) => x.row.level === 1 && x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, MAX_THEMES);
  const items = top.map(({ row, n }) =>
    fill(t.themeItem, {
      label: row.label,
      share: figure(
        `coding:${theme.reportId}:${row.codeId}`,
        `${question} “${row.label}”`,
        row.percent,
        percent(row.percent, lang),
        coded,
      ),
      count: figure(
        `coding:${theme.reportId}:${row.codeId}:count`,
        `${question} “${row.label}”`,
        n,
        count(n),
        coded,
      ),
    }),
  );
  const list = items
    .map((w, i) => (i === 0 ? '' : i === items.length - 1 ? t.themeLast : t.listSep) + w.text)
    .join('');
  const answers = stat.weighted ? stat.base.weightedAnswers : stat.base.answers;
  const head = fill(t.themes, {
    question,
    coded: figure(`coding:${theme.reportId}:coded`, question, coded, count(coded), answers),
    answers: figure(`coding:${theme.reportId}:answers`, question, answers, count(answers)),
    list,
  });
  // The list's figures sit where the list does: after the counts.
  return { text: head.text, figures: [...head.figures, ...items.flatMap((w) => w.figures)] };
}
