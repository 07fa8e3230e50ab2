import { FLAG_EMPTY, isTextColumn } from '../dataset/types.ts';
import { isMeaningless } from './meaningless.ts';
import type { CleaningInput, CleaningMatrix, CleaningReason, CleaningRule, RuleOutcome } from './types.ts';

/** The median of the known durations of the candidate rows (mean of the middle two when even). */
export function medianDuration(input: CleaningInput): number | null {
  const known: number[] = [];
  for (let row = 0; row < input.durations.length; row++)
    if (input.candidates[row] && !Number.isNaN(input.durations[row]!)) known.push(input.durations[row]!);
  if (known.length === 0) return null;
  known.sort((a, b) => a - b);
  const middle = known.length >> 1;
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

function outcome(
  rule: CleaningRule,
  mask: Uint8Array,
  reason: (row: number) => CleaningReason,
  extra: Partial<RuleOutcome> = {},
): RuleOutcome {
  let count = 0;
  for (let row = 0; row < mask.length; row++) count += mask[row]!;
  return { rule, mask, count, reason: (row) => (mask[row] ? reason(row) : null), ...extra };
}

function tooFast(rule: Extract<CleaningRule, { type: 'too-fast' }>, input: CleaningInput): RuleOutcome {
  const mask = new Uint8Array(input.dataset.length);
  const medianMs = medianDuration(input);
  const thresholdMs =
    rule.mode === 'seconds'
      ? (rule.seconds ?? 60) * 1000
      : medianMs === null
        ? null
        : medianMs * (rule.share ?? 0.3);
  if (thresholdMs !== null)
    for (let row = 0; row < mask.length; row++)
      // NaN (unknown duration) compares false: a response without a duration is never too fast.
      if (input.candidates[row] && input.durations[row]! < thresholdMs) mask[row] = 1;
  return outcome(
    rule,
    mask,
    (row) => ({ type: 'too-fast', durationMs: input.durations[row]!, thresholdMs: thresholdMs! }),
    { thresholdMs, medianMs },
  );
}

/**
 * The answer of each matrix row as one comparable value per response: a single row's code, or
 * a multiple row's chosen flags as a string. NaN / null when the row is unanswered.
 */
function rowValues(
  input: CleaningInput,
  matrix: CleaningMatrix,
): ((row: number) => number | string | null)[] {
  const groups = new Map<number | string, string[]>();
  for (const column of matrix.columns) {
    const group = column.group ?? column.key;
    groups.set(group, [...(groups.get(group) ?? []), column.key]);
  }
  return [...groups.values()].map((keys) => {
    const columns = keys.map((key) => input.dataset.column(key));
    return (row) => {
      if (columns.length === 1 && columns[0] && columns[0].kind !== 'multi-flag') {
        const value = columns[0].values[row];
        return typeof value === 'number' ? (Number.isNaN(value) ? null : value) : (value ?? null);
      }
      let pattern = '';
      for (const column of columns) {
        const flag = column?.kind === 'multi-flag' ? column.values[row]! : FLAG_EMPTY;
        if (flag === FLAG_EMPTY) return null;
        pattern += flag;
      }
      return pattern;
    };
  });
}

function straightLining(
  rule: Extract<CleaningRule, { type: 'straight-lining' }>,
  input: CleaningInput,
): RuleOutcome {
  const mask = new Uint8Array(input.dataset.length);
  const hits = new Map<number, string[]>();
  for (const matrix of input.matrices) {
    const rows = rowValues(input, matrix);
    if (rows.length < Math.max(2, rule.minRows)) continue;
    for (let row = 0; row < mask.length; row++) {
      if (!input.candidates[row]) continue;
      const first = rows[0]!(row);
      // Every row answered and the same: a skipped row is not a line.
      if (first === null || !rows.every((value) => value(row) === first)) continue;
      mask[row] = 1;
      hits.set(row, [...(hits.get(row) ?? []), matrix.id]);
    }
  }
  return outcome(rule, mask, (row) => ({ type: 'straight-lining', matrices: hits.get(row) ?? [] }));
}

function duplicates(
  rule: Extract<CleaningRule, { type: 'duplicate-device' | 'duplicate-ip' }>,
  values: readonly (string | null)[],
  input: CleaningInput,
): RuleOutcome {
  const mask = new Uint8Array(input.dataset.length);
  const seen = new Set<string>();
  for (let row = 0; row < mask.length; row++) {
    const value = values[row];
    if (!input.candidates[row] || !value) continue;
    // The first response of a device or address stays; the later ones are the duplicates.
    if (seen.has(value)) mask[row] = 1;
    else seen.add(value);
  }
  return outcome(rule, mask, (row) => ({ type: rule.type, value: values[row]! }));
}

function meaninglessText(
  rule: Extract<CleaningRule, { type: 'meaningless-text' }>,
  input: CleaningInput,
): RuleOutcome {
  const mask = new Uint8Array(input.dataset.length);
  const hits = new Map<number, string[]>();
  for (const key of input.texts) {
    const column = input.dataset.column(key);
    if (!column || !isTextColumn(column)) continue;
    for (let row = 0; row < mask.length; row++) {
      const text = column.values[row];
      // An unanswered question is not a meaningless answer.
      if (!input.candidates[row] || text === null || text === undefined) continue;
      if (!isMeaningless(text, rule)) continue;
      mask[row] = 1;
      hits.set(row, [...(hits.get(row) ?? []), key]);
    }
  }
  return outcome(rule, mask, (row) => ({ type: 'meaningless-text', columns: hits.get(row) ?? [] }));
}

export function evaluateRule(rule: CleaningRule, input: CleaningInput): RuleOutcome {
  switch (rule.type) {
    case 'too-fast':
      return tooFast(rule, input);
    case 'straight-lining':
      return straightLining(rule, input);
    case 'duplicate-device':
      return duplicates(rule, input.devices, input);
    case 'duplicate-ip':
      return duplicates(rule, input.ips, input);
    case 'meaningless-text':
      return meaninglessText(rule, input);
  }
}
