import type { Page } from '@cairn/stats';
import { termRanges } from '@cairn/text/tag-rules';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type ColumnTags, tagRows } from './tag-rows.ts';

export interface TagCounts {
  base: number;
  unweightedBase: number;
  /** By tag id, in tag order; id 0: untagged. */
  counts: { id: number; count: number; unweightedCount: number }[];
}

/** Answers per tag and untagged over the mask's answered rows, weighted when weights are given. */
export function tagCounts(
  survey: SurveyDataset,
  source: ColumnTags,
  mask: Uint8Array,
  weights: Float64Array | null,
): TagCounts | null {
  const rows = tagRows(survey, source);
  if (!rows) return null;
  const index = new Map(source.tags.map((tag, i) => [tag.id, i]));
  const count = new Float64Array(source.tags.length + 1);
  const unweighted = new Float64Array(source.tags.length + 1);
  let base = 0;
  let unweightedBase = 0;
  const untagged = source.tags.length;
  rows.tags.forEach((tags, row) => {
    if (tags === null || !mask[row]) return;
    const w = weights ? (weights[row] ?? 0) : 1;
    if (!(w > 0)) return;
    base += w;
    unweightedBase++;
    if (tags.length === 0) {
      count[untagged]! += w;
      unweighted[untagged]!++;
    }
    for (const id of tags) {
      const i = index.get(id)!;
      count[i]! += w;
      unweighted[i]!++;
    }
  });
  return {
    base,
    unweightedBase,
    counts: [...source.tags.map((tag) => tag.id), 0].map((id, i) => ({
      id,
      count: count[i]!,
      unweightedCount: unweighted[i]!,
    })),
  };
}

export interface TagAnswerRecord {
  responseId: string;
  text: string;
  submittedAt: number;
  tagIds: number[];
  manualIds: number[];
  removedIds: number[];
  ranges: [number, number][];
}

/**
 * A page of the mask's answers, newest first: all, one tag's (tagId), or the untagged ones; the
 * words of the asked tag's rule (every rule without one) are highlighted.
 */
export function tagAnswers(
  survey: SurveyDataset,
  source: ColumnTags,
  mask: Uint8Array,
  want: { tagId?: number | undefined; untagged?: boolean | undefined },
  page: Page,
): { total: number; records: TagAnswerRecord[] } | null {
  const rows = tagRows(survey, source);
  if (!rows) return null;
  const words = source.tags
    .filter((tag) => want.tagId === undefined || tag.id === want.tagId)
    .flatMap((tag) => tag.rule?.words ?? []);
  const times = survey.dataset.submittedAt();
  const records: TagAnswerRecord[] = [];
  let total = 0;
  for (let row = rows.tags.length - 1; row >= 0; row--) {
    const tags = rows.tags[row];
    if (!tags || !mask[row]) continue;
    if (want.tagId !== undefined && !tags.includes(want.tagId)) continue;
    if (want.untagged && tags.length > 0) continue;
    if (total >= page.offset && records.length < page.limit) {
      const text = rows.texts[row]!;
      records.push({
        responseId: survey.ids[row]!,
        text,
        submittedAt: times[row]!,
        tagIds: tags,
        manualIds: [...(rows.added.get(row) ?? [])].filter((id) => tags.includes(id)),
        removedIds: [...(rows.removed.get(row) ?? [])].filter((id) => rows.byRule[row]?.includes(String(id))),
        ranges: words.length > 0 ? termRanges(text, words) : [],
      });
    }
    total++;
  }
  return { total, records };
}

/**
 * Rule tags evaluated now: per rule tag, the answered complete rows it matches, and the choices
 * by hand its rule now agrees with (a tag given by hand that the rule gives, one taken away that
 * the rule does not give), which the apply call drops.
 */
export function tagApply(
  survey: SurveyDataset,
  source: ColumnTags,
  mask: Uint8Array,
): { matched: { id: number; matched: number }[]; agreeing: { tagId: number; responseId: string }[] } | null {
  const rows = tagRows(survey, source);
  if (!rows) return null;
  const ruled = new Map<number, number>();
  rows.byRule.forEach((tags, row) => {
    if (!tags || !mask[row]) return;
    for (const id of tags) ruled.set(Number(id), (ruled.get(Number(id)) ?? 0) + 1);
  });
  const withRule = new Set(source.tags.filter((tag) => tag.rule).map((tag) => tag.id));
  const agreeing = source.manual.filter((choice) => {
    if (!withRule.has(choice.tagId)) return false;
    const row = survey.indexOf(choice.responseId);
    if (row === undefined) return false;
    const matches = rows.byRule[row]?.includes(String(choice.tagId)) ?? false;
    return matches === choice.tagged;
  });
  return {
    matched: [...withRule].map((id) => ({ id, matched: ruled.get(id) ?? 0 })),
    agreeing: agreeing.map(({ tagId, responseId }) => ({ tagId, responseId })),
  };
}
