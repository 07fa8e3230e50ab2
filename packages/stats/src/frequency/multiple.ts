import { FLAG_EMPTY } from '../dataset/types.ts';
import type { FrequencyInput } from './common.ts';
import { percentOf, readsMask, selectedRows } from './common.ts';
import { flagTallies, tallyRow } from './flag-words.ts';

export interface FlagColumn {
  key: string;
  label?: string;
  /** 1 chosen, 0 not chosen, FLAG_EMPTY unanswered. */
  values: Uint8Array;
}

export interface ItemCount {
  key: string;
  label: string | null;
  count: number;
  /** Of the respondents who answered (cases); these add up to more than 100 when several are chosen. */
  percentOfCases: number | null;
  /** Of all choices made (mentions); these add up to 100. */
  percentOfMentions: number | null;
}

export interface MultipleFrequency {
  /** Respondents who answered the question: any of its flags is not empty. */
  base: number;
  unweightedBase: number;
  /** Choices made, summed over respondents (weighted when weighted). */
  mentions: number;
  items: ItemCount[];
}

/**
 * A multiple-choice question (one flag column per option): counts, percent of cases and of
 * mentions. Unweighted over a mask (or every row), four rows at a time (flag-words.ts); else, or
 * when the mask keeps few rows, one pass over the selected rows (common.ts) reading every flag of
 * a row together, which measured several times faster than a pass per flag plus a separate
 * "answered" pass.
 */
export function multipleFrequency(
  flags: readonly FlagColumn[],
  length: number,
  input: FrequencyInput = {},
): MultipleFrequency {
  const columns = flags.map((flag) => flag.values);
  const k = columns.length;
  const counts = new Float64Array(k);
  const weights = input.weights ?? null;
  const tallies =
    weights === null && (input.rows == null || readsMask(input, length))
      ? flagTallies(columns, length, input.mask ?? null)
      : null;
  if (tallies) return frequencyOf(flags, tallies.counts, tallies.respondents, tallies.respondents);
  const rows = selectedRows(input);
  const count = rows === null ? length : rows.length;
  let base = 0;
  let respondents = 0;
  for (let r = 0; r < count; r++) {
    const i = rows === null ? r : rows[r]!;
    if (weights === null) {
      respondents += tallyRow(columns, i, counts);
      continue;
    }
    let answered = false;
    for (let j = 0; j < k; j++) {
      if (columns[j]![i] !== FLAG_EMPTY) {
        answered = true;
        break;
      }
    }
    if (!answered) continue;
    const weight = weights[i]!;
    respondents++;
    base += weight;
    // Only 1 is a choice; 0 is "not chosen" and an unanswered flag holds FLAG_EMPTY. Added
    // without a branch: choices are unpredictable, and mispredictions dominated this loop.
    for (let j = 0; j < k; j++) counts[j]! += weight * +(columns[j]![i] === 1);
  }
  if (weights === null) base = respondents;
  return frequencyOf(flags, counts, base, respondents);
}

function frequencyOf(
  flags: readonly FlagColumn[],
  counts: Float64Array,
  base: number,
  respondents: number,
): MultipleFrequency {
  const k = counts.length;
  let mentions = 0;
  for (let j = 0; j < k; j++) mentions += counts[j]!;
  return {
    base,
    unweightedBase: respondents,
    mentions,
    items: flags.map(({ key, label }, j) => ({
      key,
      label: label ?? null,
      count: counts[j]!,
      percentOfCases: percentOf(counts[j]!, base),
      percentOfMentions: percentOf(counts[j]!, mentions),
    })),
  };
}
