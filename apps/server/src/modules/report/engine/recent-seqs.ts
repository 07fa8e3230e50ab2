import type { Fingerprint, SeqRange } from './rows-reader.ts';

/** Beyond this many unseen stretches the probe asks for the fingerprint of the whole window. */
const MAX_GAPS = 32;

/** What a refresh asks the database about the seqs of a survey, and how it reads the answer. */
export interface FreshnessPlan {
  range: SeqRange;
  unchanged(fingerprint: Fingerprint): boolean;
  /**
   * Whether every change lies in `range` (the stretches the read did not see), so a refresh
   * reads only those and adds them (`add`); false when the range is everything above `safe`.
   */
  narrow: boolean;
}

/**
 * The seqs a survey's last read of changes returned (responses and deletions above the then
 * watermark, ascending), so a refresh can tell from one aggregate query whether anything changed
 * above the watermark `safe`, and read ids only then.
 *
 * Every seq comes from one sequence (`responses_seq`, cache 1): a seq taken later is larger and
 * none is reused. Since the read, an insert adds a seq; an update or a delete replaces a row's
 * seq with a new one (the row's, or the deletion's). A new seq is larger than every seq the read
 * saw unless its transaction took it before the read and committed after (a late commit), and
 * then it is one the read did not see. So something changed exactly when a seq of the survey is
 * now visible above the highest seq read, or in a stretch between `safe` and it that the read
 * did not see (a gap: seqs of other surveys, rolled back, or committing late). Without gaps (one
 * busy survey, a bulk import) that is a range scan of nothing.
 *
 * With many gaps, the fallback compares the count and exact sum of the seqs above `safe` with
 * the recorded ones: an insert raises the count; an update or a delete replaces a seq with a
 * larger one (a later nextval), so with an equal count the sum grows. Both hold while nothing
 * removes a seq without adding one: pruning `response_deletions` above a dataset's watermark
 * would break them.
 */
export class RecentSeqs {
  private seqs = new Float64Array(0);
  /** The sum of the recorded seqs from an index: the fallback asks for the same one until `safe` moves. */
  private suffix = { from: -1, sum: 0n };
  private planned: { safe: number; plan: FreshnessPlan } | null = null;

  /** Records the seqs of a read of changes (ascending). */
  record(seqs: ArrayLike<number>): void {
    this.seqs = Float64Array.from(seqs);
    this.suffix = { from: -1, sum: 0n };
    this.planned = null;
  }

  /**
   * Adds the seqs of a read of a narrow plan's range (ascending) to those recorded. A seq
   * recorded before may belong to a row changed since (its new seq is among these): harmless
   * for the stretches, and the count-and-sum fallback then sees a difference and records a
   * full read again.
   */
  add(seqs: ArrayLike<number>, safe: number): void {
    const old = this.seqs;
    // Seqs at or below the watermark are never asked about again.
    let i = firstAbove(old, safe);
    let j = 0;
    const merged = new Float64Array(old.length - i + seqs.length);
    let k = 0;
    while (i < old.length && j < seqs.length) merged[k++] = old[i]! <= seqs[j]! ? old[i++]! : seqs[j++]!;
    while (i < old.length) merged[k++] = old[i++]!;
    while (j < seqs.length) merged[k++] = seqs[j++]!;
    this.seqs = merged;
    this.suffix = { from: -1, sum: 0n };
    this.planned = null;
  }

  plan(safe: number): FreshnessPlan {
    // The same recording and watermark make the same plan: a built dataset records every seq of
    // the survey, and scanning them for stretches took 5 ms a refresh at 1M.
    if (this.planned?.safe === safe) return this.planned.plan;
    const plan = this.makePlan(safe);
    this.planned = { safe, plan };
    return plan;
  }

  private makePlan(safe: number): FreshnessPlan {
    const from = firstAbove(this.seqs, safe);
    const gaps: [number, number][] = [];
    let previous = safe;
    for (let i = from; i < this.seqs.length && gaps.length <= MAX_GAPS; i++) {
      const seq = this.seqs[i]!;
      if (seq > previous + 1) gaps.push([previous, seq]);
      previous = seq;
    }
    if (gaps.length <= MAX_GAPS)
      return {
        range: { above: previous, gaps },
        unchanged: (fingerprint) => fingerprint.count === 0,
        narrow: true,
      };
    return {
      range: { above: safe, gaps: [] },
      unchanged: (fingerprint) => this.matches(from, fingerprint),
      narrow: false,
    };
  }

  /** Whether the recorded seqs from index `from` have this count and sum. */
  private matches(from: number, fingerprint: Fingerprint): boolean {
    if (this.seqs.length - from !== fingerprint.count) return false;
    if (this.suffix.from !== from) {
      // Once per recording and watermark: a built dataset records every seq of the survey.
      let sum = 0n;
      for (let i = from; i < this.seqs.length; i++) sum += BigInt(this.seqs[i]!);
      this.suffix = { from, sum };
    }
    return this.suffix.sum === fingerprint.sum;
  }
}

/** The index of the first value above `bound` in an ascending array. */
function firstAbove(values: Float64Array, bound: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! > bound) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
