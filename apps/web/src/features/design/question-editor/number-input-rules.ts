/**
 * The designer's number-input rules (spec doc 1 §5 "Number inputs"): strip non-digits, limit
 * decimals, clamp to min and max, keep a leading minus only if negatives are allowed. Kept pure
 * so the settings panel and its tests agree on exactly what a typed text becomes.
 */
export interface NumberRules {
  /** Inclusive lower bound; absent = none. */
  min?: number;
  /** Inclusive upper bound; absent = none. */
  max?: number;
  /** Digits kept after the point; 0 for whole numbers. */
  decimals: number;
}

/** Negatives are typed only when the range reaches below zero (or has no lower bound). */
export function allowsNegative(rules: NumberRules): boolean {
  return rules.min === undefined || rules.min < 0;
}

/**
 * What a typed text may show while the author types: digits, at most one point followed by at
 * most `decimals` digits, and a minus only in front and only when negatives are allowed.
 * Clamping waits for the commit, so "1" on the way to "15" is not pushed up to a minimum of 5.
 */
export function cleanNumberText(text: string, rules: NumberRules): string {
  const trimmed = text.trim();
  const negative = allowsNegative(rules) && trimmed.startsWith('-');
  let digits = '';
  let seenPoint = false;
  let decimals = 0;
  for (const char of trimmed) {
    if (char >= '0' && char <= '9') {
      if (seenPoint) {
        if (decimals >= rules.decimals) continue;
        decimals++;
      }
      digits += char;
    } else if ((char === '.' || char === '。') && rules.decimals > 0 && !seenPoint) {
      // The Chinese full stop is what a Chinese keyboard types for a point.
      seenPoint = true;
      digits += digits === '' ? '0.' : '.';
    }
  }
  // "007" is 7: drop zeros in front of another digit.
  return (negative ? '-' : '') + digits.replace(/^0+(?=\d)/, '');
}

/** A number rounded to the rules' decimals and clamped into [min, max]. */
export function clampNumber(value: number, rules: NumberRules): number {
  const factor = 10 ** rules.decimals;
  let next = Math.round(value * factor) / factor;
  if (rules.min !== undefined && next < rules.min) next = rules.min;
  if (rules.max !== undefined && next > rules.max) next = rules.max;
  // -0 shows as "-0" in some inputs.
  return Object.is(next, -0) ? 0 : next;
}

/**
 * The value a typed text commits to: cleaned, parsed, rounded and clamped. Nothing usable
 * ("", "-", ".") gives `empty` (null for settings that may be unset, otherwise the caller keeps
 * the previous value).
 */
export function commitNumberText(text: string, rules: NumberRules): number | null {
  const cleaned = cleanNumberText(text, rules);
  if (!/\d/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? clampNumber(value, rules) : null;
}
