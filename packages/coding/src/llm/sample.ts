/** Most answers a drafting request reads: enough for the themes, bounded in tokens and cost. */
export const DRAFT_SAMPLE = 300;

/**
 * Indices of up to `size` answers for drafting: distinct non-blank texts (first occurrence,
 * case and spacing ignored), picked at even steps through the input so early and late answers
 * both count. Deterministic: the same answers give the same sample.
 */
export function sampleIndices(answers: readonly string[], size = DRAFT_SAMPLE): number[] {
  const seen = new Set<string>();
  const distinct: number[] = [];
  answers.forEach((answer, index) => {
    const key = answer.replace(/\s+/g, ' ').trim().toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    distinct.push(index);
  });
  if (distinct.length <= size) return distinct;
  const step = distinct.length / size;
  return Array.from({ length: size }, (_, n) => distinct[Math.floor(n * step)]!);
}
