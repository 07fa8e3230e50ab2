import type { CodeHistogram } from './histogram.ts';

/**
 * A cross table's cell histograms kept between calls, so that a table over rows appended since
 * is added to the one before (`CrossInput.memo`): each pass's histogram (stub codes × banner
 * group codes: rows, Σw, Σw²) is added to the one held under the same key and the sum is what
 * the figures are made from. Tests, letters and percentages work on those sums only, so a table
 * made this way equals one counted over every row. `stale`: a histogram changed shape (a banner
 * category first seen in the new rows) or a stub cannot be added up (a mean's moments are
 * shifted per call): the caller must count every row again with a new memo.
 */
export class HistogramMemo {
  private readonly held = new Map<string, CodeHistogram>();
  stale = false;

  add(key: string, hist: CodeHistogram): CodeHistogram {
    const before = this.held.get(key);
    if (!before) {
      this.held.set(key, hist);
      return hist;
    }
    if (before.n.length !== hist.n.length || (before.w === null) !== (hist.w === null)) {
      this.stale = true;
      this.held.set(key, hist);
      return hist;
    }
    addInto(before.n, hist.n);
    if (before.w && hist.w) addInto(before.w, hist.w);
    if (before.w2 && hist.w2) addInto(before.w2, hist.w2);
    return before;
  }
}

function addInto(into: Int32Array | Float64Array, more: Int32Array | Float64Array): void {
  for (let i = 0; i < into.length; i++) into[i]! += more[i]!;
}
