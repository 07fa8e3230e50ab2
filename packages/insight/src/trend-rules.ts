import type { Lang } from '@cairn/contract';
import { count, day, percent } from './format.ts';
import { PHRASES } from './phrases.ts';
import { figure, fill, join, type Written } from './sentence.ts';
import type { DayCount } from './types.ts';

/** The days a "recent" share covers. */
const RECENT_DAYS = 7;

/**
 * Responses per collection day: the span, the peak day (the earliest of equal peaks) and the
 * share the last 7 days brought. Null when nothing was collected.
 */
export function trendParagraph(days: readonly DayCount[], lang: Lang): Written | null {
  const t = PHRASES[lang];
  const total = days.reduce((s, d) => s + d.count, 0);
  const counted = days.filter((d) => d.count > 0);
  if (total <= 0 || counted.length === 0) return null;
  const first = counted[0]!.day;
  const last = counted[counted.length - 1]!.day;
  const firstIndex = days.findIndex((d) => d.day === first);
  const lastIndex = days.findIndex((d) => d.day === last);
  const span = lastIndex - firstIndex + 1;
  const range = `days:${first}:${last}`;
  const parts: Written[] = [];
  if (first === last) parts.push(fill(t.trendOneDay, { first: day(first, lang) }));
  else {
    parts.push(
      fill(t.trendSpan, {
        days: figure(`${range}:span`, lang === 'zh' ? '收集天数' : 'collection days', span, String(span)),
        first: day(first, lang),
        last: day(last, lang),
      }),
    );
    const peak = counted.reduce((best, d) => (d.count > best.count ? d : best), counted[0]!);
    const peakShare = (peak.count / total) * 100;
    parts.push(
      fill(t.trendPeak, {
        peak: day(peak.day, lang),
        peakCount: figure(
          `days:${peak.day}:${peak.day}`,
          day(peak.day, lang),
          peak.count,
          count(peak.count),
          total,
        ),
        peakShare: figure(
          `days:${peak.day}:${peak.day}:share`,
          day(peak.day, lang),
          peakShare,
          percent(peakShare, lang),
          total,
        ),
      }),
    );
    if (span > RECENT_DAYS) {
      const recent = days.slice(Math.max(firstIndex, lastIndex - RECENT_DAYS + 1), lastIndex + 1);
      const recentCount = recent.reduce((s, d) => s + d.count, 0);
      const recentRef = `days:${recent[0]!.day}:${last}`;
      const label = `${day(recent[0]!.day, lang)} – ${day(last, lang)}`;
      const share = (recentCount / total) * 100;
      parts.push(
        fill(t.trendLast7, {
          lastCount: figure(recentRef, label, recentCount, count(recentCount), total),
          lastShare: figure(`${recentRef}:share`, label, share, percent(share, lang), total),
        }),
      );
    }
  }
  return join(parts, lang === 'zh');
}
