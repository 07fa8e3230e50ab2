import type { InsightFigure, Lang, PartReport, QuestionBoard } from '@cairn/contract';
import { count, decimal, percent, zhShare } from './format.ts';
import { PHRASES } from './phrases.ts';
import { figure, fill, join, type Written } from './sentence.ts';
import type { Finding } from './types.ts';

/** Most sentences one question's key paragraph holds (a matrix: its first rows). */
const MAX_PART_SENTENCES = 5;
/** Two leading shares closer than this (points) read as a split. */
const SPLIT_POINTS = 5;
/** A top share below this over at least LONG_TAIL_OPTIONS options reads as a long tail. */
const LONG_TAIL_SHARE = 30;
const LONG_TAIL_OPTIONS = 5;

type Single = {
  base: number;
  categories: { value: number; label: string | null; count: number; percent: number | null }[];
};

const labelOf = (label: string | null, fallback: string | number) => label ?? String(fallback);

/** Categories by count, larger first; ties keep the questionnaire's order (deterministic). */
function ranked<T extends { count: number }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.count - a.item.count || a.i - b.i)
    .map((x) => x.item);
}

interface Ctx {
  lang: Lang;
  q: QuestionBoard;
  /** `q:{nodeId}` or `q:{nodeId}:{rowKey}` for a matrix row. */
  ref: string;
  what: string;
}

function singleSentence(
  ctx: Ctx,
  part: Single,
): { written: Written; share: number | null; shareFigure: InsightFigure | null } {
  const t = PHRASES[ctx.lang];
  const cats = ranked(part.categories.filter((c) => c.percent !== null && c.count > 0));
  const top = cats[0];
  if (!top || part.base <= 0) return { written: fill(t.noAnswers, {}), share: null, shareFigure: null };
  const second = cats[1];
  const label = labelOf(top.label, top.value);
  const share = figure(
    `${ctx.ref}:cat:${top.value}`,
    `${ctx.what} “${label}”`,
    top.percent!,
    percent(top.percent!, ctx.lang),
    part.base,
  );
  const slots = {
    label,
    share,
    shareWords: zhShare(top.percent!),
    count: figure(
      `${ctx.ref}:cat:${top.value}:count`,
      `${ctx.what} “${label}”`,
      top.count,
      count(top.count),
      part.base,
    ),
    base: figure(`${ctx.ref}:base`, ctx.what, part.base, count(part.base)),
    options: figure(`${ctx.ref}:options`, ctx.what, part.categories.length, String(part.categories.length)),
    second: second ? labelOf(second.label, second.value) : '',
    secondShare: second
      ? figure(
          `${ctx.ref}:cat:${second.value}`,
          `${ctx.what} “${labelOf(second.label, second.value)}”`,
          second.percent!,
          percent(second.percent!, ctx.lang),
          part.base,
        )
      : '',
  };
  const p = top.percent!;
  // A near tie reads as a split even above half (52 against 48), so it is tested first.
  const template =
    second && p - second.percent! < SPLIT_POINTS
      ? t.split
      : p >= 75
        ? t.largeMajority
        : p > 50
          ? t.majority
          : !second || (part.categories.length >= LONG_TAIL_OPTIONS && p < LONG_TAIL_SHARE)
            ? t.longTail
            : t.leader;
  return { written: fill(template, slots), share: p, shareFigure: share };
}

function multipleSentence(ctx: Ctx, part: Extract<PartReport, { type: 'multiple' }>): Written {
  const t = PHRASES[ctx.lang];
  const items = ranked(part.items.filter((i) => i.percentOfCases !== null && i.count > 0));
  const top = items[0];
  if (!top || part.base <= 0) return fill(t.noAnswers, {});
  const second = items[1];
  const label = labelOf(top.label, top.key);
  const head = fill(t.multipleTop, {
    label,
    share: figure(
      `${ctx.ref}:item:${top.key}`,
      `${ctx.what} “${label}”`,
      top.percentOfCases!,
      percent(top.percentOfCases!, ctx.lang),
      part.base,
    ),
    count: figure(
      `${ctx.ref}:item:${top.key}:count`,
      `${ctx.what} “${label}”`,
      top.count,
      count(top.count),
      part.base,
    ),
    base: figure(`${ctx.ref}:base`, ctx.what, part.base, count(part.base)),
  });
  const tail = second
    ? fill(t.multipleNext, {
        second: labelOf(second.label, second.key),
        secondShare: figure(
          `${ctx.ref}:item:${second.key}`,
          `${ctx.what} “${labelOf(second.label, second.key)}”`,
          second.percentOfCases!,
          percent(second.percentOfCases!, ctx.lang),
          part.base,
        ),
      })
    : { text: '', figures: [] };
  const end = ctx.lang === 'zh' ? '。' : '.';
  return { text: head.text + tail.text + end, figures: [...head.figures, ...tail.figures] };
}

type Numeric = Extract<PartReport, { type: 'numeric' }>;

function numericSentences(ctx: Ctx, part: Numeric, rating: boolean): Written {
  const t = PHRASES[ctx.lang];
  if (part.mean === null || part.n <= 0) return fill(t.noAnswers, {});
  const mean = fill(t.mean, {
    mean: figure(`${ctx.ref}:mean`, ctx.what, part.mean, decimal(part.mean), part.base),
    median: figure(
      `${ctx.ref}:median`,
      ctx.what,
      part.median ?? part.mean,
      decimal(part.median ?? part.mean),
      part.base,
    ),
    n: figure(`${ctx.ref}:n`, ctx.what, part.n, count(part.n)),
  });
  const values = part.distribution.map((d) => d.value);
  const high = values.length >= 2 ? Math.max(...values) : null;
  if (!rating || high === null || part.base <= 0) return mean;
  // The two highest points present on the scale: stated by value, so the sentence stays true.
  const inTop = part.distribution.filter((d) => d.value >= high - 1).reduce((s, d) => s + d.count, 0);
  const share = (inTop / part.base) * 100;
  const top2 = fill(t.top2, {
    high: String(high),
    low: String(high - 1),
    share: figure(`${ctx.ref}:top2`, ctx.what, share, percent(share, ctx.lang), part.base),
    count: figure(`${ctx.ref}:top2:count`, ctx.what, inTop, count(inTop), part.base),
    base: figure(`${ctx.ref}:base`, ctx.what, part.base, count(part.base)),
  });
  return join([mean, top2], ctx.lang === 'zh');
}

function npsSentence(ctx: Ctx, part: Extract<PartReport, { type: 'nps' }>): Written {
  const t = PHRASES[ctx.lang];
  const n = part.nps;
  if (n.score === null || n.base <= 0) return fill(t.noAnswers, {});
  const group = (name: 'promoters' | 'passives' | 'detractors') =>
    figure(
      `${ctx.ref}:nps:${name}`,
      `${ctx.what} ${name}`,
      n[name].percent ?? 0,
      percent(n[name].percent ?? 0, ctx.lang),
      n.base,
    );
  return fill(t.nps, {
    score: figure(`${ctx.ref}:nps`, ctx.what, n.score, String(Math.round(n.score * 10) / 10)),
    promoters: group('promoters'),
    passives: group('passives'),
    detractors: group('detractors'),
    base: figure(`${ctx.ref}:base`, ctx.what, n.base, count(n.base)),
  });
}

function rankSentence(ctx: Ctx, part: Extract<PartReport, { type: 'rank' }>): Written {
  const t = PHRASES[ctx.lang];
  const top = ranked(part.items.map((i) => ({ ...i, count: i.first })))[0];
  if (!top || top.first <= 0 || top.firstShare === null) return fill(t.noAnswers, {});
  const label = labelOf(top.label, top.key);
  return fill(t.rankTop, {
    label,
    share: figure(
      `${ctx.ref}:rank:${top.key}`,
      `${ctx.what} “${label}”`,
      top.firstShare,
      percent(top.firstShare, ctx.lang),
      part.base,
    ),
    base: figure(`${ctx.ref}:base`, ctx.what, part.base, count(part.base)),
    mean: figure(
      `${ctx.ref}:rank:${top.key}:mean`,
      `${ctx.what} “${label}”`,
      top.meanRank ?? 0,
      decimal(top.meanRank ?? 0),
    ),
  });
}

function maxDiffSentence(ctx: Ctx, part: Extract<PartReport, { type: 'max-diff' }>): Written | null {
  const scored = part.items.filter((i) => i.score !== null);
  const top = ranked(scored.map((i) => ({ ...i, count: i.score! })))[0];
  if (!top) return null;
  const label = labelOf(top.label, top.key);
  return fill(PHRASES[ctx.lang].maxDiffTop, {
    label,
    score: figure(`${ctx.ref}:maxdiff:${top.key}`, `${ctx.what} “${label}”`, top.score!, decimal(top.score!)),
    best: figure(`${ctx.ref}:maxdiff:${top.key}:best`, `${ctx.what} “${label}”`, top.best, count(top.best)),
  });
}

/**
 * The key paragraph of one question: its top answer and how the answers spread, means and NPS
 * for numbers, the top-2 box for a rating scale. Null when the question has no figure to state
 * (open text, files).
 */
export function keyParagraph(
  q: QuestionBoard,
  lang: Lang,
): { written: Written; finding: Finding | null } | null {
  const base: Ctx = { lang, q, ref: `q:${q.nodeId}`, what: q.code };
  const out: Written[] = [];
  let finding: Finding | null = null;
  for (const part of q.parts) {
    if (out.length >= MAX_PART_SENTENCES) break;
    if (part.type === 'single') {
      const s = singleSentence(base, part);
      out.push(s.written);
      if (s.share !== null && s.share > 50) finding = { code: q.code, ...s.written, weight: s.share / 100 };
    } else if (part.type === 'single-grid') {
      for (const row of part.rows.slice(0, MAX_PART_SENTENCES)) {
        const rowLabel = labelOf(row.label, row.key);
        const ctx = { ...base, ref: `q:${q.nodeId}:${row.key}`, what: `${q.code} ${rowLabel}` };
        const s = singleSentence(ctx, row);
        if (s.share === null || !s.shareFigure) continue;
        const t = PHRASES[lang];
        const top = ranked(row.categories.filter((c) => c.count > 0))[0]!;
        out.push(
          fill(t.gridRow, {
            row: rowLabel,
            label: labelOf(top.label, top.value),
            share: s.shareFigure,
            base: figure(`${ctx.ref}:base`, ctx.what, row.base, count(row.base)),
          }),
        );
      }
    } else if (part.type === 'multiple') out.push(multipleSentence(base, part));
    else if (part.type === 'numeric') out.push(numericSentences(base, part, q.type === 'rate'));
    else if (part.type === 'nps') out.push(npsSentence(base, part));
    else if (part.type === 'rank') out.push(rankSentence(base, part));
    else if (part.type === 'max-diff') {
      const s = maxDiffSentence(base, part);
      if (s) out.push(s);
    }
  }
  if (out.length === 0) return null;
  return { written: join(out, lang === 'zh'), finding };
}
