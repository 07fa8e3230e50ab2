import type { Fingerprint } from './rows-reader.ts';

/**
 * The seqs a survey's last read of changes returned (responses and deletions above the then
 * watermark, ascending), so a refresh can ask the database for the count and sum of the seqs
 * above the watermark now and skip reading ids when they equal the recorded ones.
 *
 * Why count and exact sum suffice: every seq comes from one sequence (`responses_seq`, cache 1),
 * so a seq taken later is larger and none is reused. Since the read, an insert (or a late commit)
 * only adds a seq; an update or a delete of a row replaces its seq with a larger one (the new
 * row's, or the deletion's); an update or delete of a row at or below the watermark adds one.
 * So either the count grows, or every removed seq was paired with a larger added one and the sum
 * grows. Equal count and sum mean the same set. This holds while nothing removes a seq without
 * adding one: pruning `response_deletions` above a dataset's watermark would break it.
 */
export class RecentSeqs {
  private seqs = new Float64Array(0);

  /** Records the seqs of a read of changes (ascending). */
  record(seqs: readonly number[]): void {
    this.seqs = Float64Array.from(seqs);
  }

  /** Whether the recorded seqs above `safe` have this count and sum. */
  matches(safe: number, fingerprint: Fingerprint): boolean {
    const from = firstAbove(this.seqs, safe);
    if (this.seqs.length - from !== fingerprint.count) return false;
    let sum = 0n;
    for (let i = from; i < this.seqs.length; i++) sum += BigInt(this.seqs[i]!);
    return sum === fingerprint.sum;
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
