import type { CrossTestOptions } from './types.ts';

/**
 * Adjusted p-values of one family of tests (null entries were not tested and do not count in m).
 * Bonferroni: min(1, m·p). Benjamini–Hochberg: the step-up adjusted p, min over k ≥ rank of
 * m·p₍ₖ₎ / k, capped at 1 (as R's p.adjust and statsmodels' fdr_bh).
 */
export function adjustFamily(
  ps: readonly (number | null)[],
  correction: CrossTestOptions['correction'],
): (number | null)[] {
  if (correction === 'none') return [...ps];
  const tested = ps.flatMap((p, i) => (p === null ? [] : [{ p, i }]));
  const m = tested.length;
  const out: (number | null)[] = ps.map(() => null);
  if (correction === 'bonferroni') {
    for (const { p, i } of tested) out[i] = Math.min(1, p * m);
    return out;
  }
  tested.sort((a, b) => a.p - b.p);
  let running = 1;
  for (let k = m - 1; k >= 0; k--) {
    const { p, i } = tested[k]!;
    running = Math.min(running, (p * m) / (k + 1));
    out[i] = running;
  }
  return out;
}
