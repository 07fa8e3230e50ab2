import { evaluateRule } from './rules.ts';
import type { CleaningInput, CleaningReason, CleaningResult, CleaningSpec } from './types.ts';

/**
 * The rows the rules match, combined with `and` (every rule) or `or` (any rule). No rule
 * matches nothing, whichever the combination: an empty rule list never cleans the whole survey.
 */
export function cleanRows(input: CleaningInput, spec: CleaningSpec): CleaningResult {
  const outcomes = spec.rules.map((rule) => evaluateRule(rule, input));
  const length = input.dataset.length;
  const mask = new Uint8Array(length);
  let count = 0;
  if (outcomes.length > 0) {
    for (let row = 0; row < length; row++) {
      const hit =
        spec.combine === 'and'
          ? outcomes.every((o) => o.mask[row] === 1)
          : outcomes.some((o) => o.mask[row] === 1);
      if (hit) {
        mask[row] = 1;
        count++;
      }
    }
  }
  return {
    mask,
    count,
    outcomes,
    reasons: (row) =>
      mask[row] ? outcomes.map((o) => o.reason(row)).filter((r): r is CleaningReason => r !== null) : [],
  };
}
