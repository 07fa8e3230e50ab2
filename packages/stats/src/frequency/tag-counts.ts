import type { FrequencyInput } from './common.ts';
import { percentOf, selectedRows } from './common.ts';
import type { ItemCount, MultipleFrequency } from './multiple.ts';

/**
 * A text column holding a list per respondent (an evaluation's tags, joined by `separator`)
 * counted item by item, as a multiple choice is: each item's respondents, percent of cases
 * (respondents who answered the question: `answered` rows, else those with any item) and of
 * mentions. Items come in the order of their counts, then of first appearance.
 */
export function tagCounts(
  texts: readonly (string | null)[],
  separator: string,
  input: FrequencyInput = {},
  answered?: (row: number) => boolean,
): MultipleFrequency {
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  const counts = new Map<string, number>();
  let base = 0;
  let unweightedBase = 0;
  let mentions = 0;
  const total = rows === null ? texts.length : rows.length;
  for (let k = 0; k < total; k++) {
    const row = rows === null ? k : rows[k]!;
    const text = texts[row];
    const tags = text ? new Set(text.split(separator).filter(Boolean)) : null;
    if (!(answered ? answered(row) : tags !== null && tags.size > 0)) continue;
    const weight = weights === null ? 1 : weights[row]!;
    unweightedBase++;
    base += weight;
    for (const tag of tags ?? []) {
      counts.set(tag, (counts.get(tag) ?? 0) + weight);
      mentions += weight;
    }
  }
  const items: ItemCount[] = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([tag, count]) => ({
      key: tag,
      label: tag,
      count,
      percentOfCases: percentOf(count, base),
      percentOfMentions: percentOf(count, mentions),
    }));
  return { base, unweightedBase, mentions, items };
}
