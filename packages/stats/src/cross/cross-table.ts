import { readsMask } from '../frequency/common.ts';
import { bannerLayout } from './banner.ts';
import { categoricalBlock } from './categorical.ts';
import type { CodeHistogram, Selection } from './histogram.ts';
import { numericBlock } from './numeric.ts';
import { type CrossInput, type CrossTableResult, DEFAULT_TEST } from './types.ts';

/**
 * A cross table: every stub against every banner variable, with a Total column first. The
 * banner is folded into group codes once (banner.ts); then each stub costs one pass over the
 * selected rows per banner group (histogram.ts), whatever the number of banner columns. Tests
 * and letters work on the per-column sums only.
 */
export function crossTable(input: CrossInput): CrossTableResult {
  const options = input.test ?? DEFAULT_TEST;
  const length = lengthOf(input);
  const mask = input.mask ?? null;
  const rows = input.rows ?? null;
  const selection: Selection = {
    mask,
    // Reading every row's mask byte beats visiting a long list of rows; a short list wins.
    rows: rows !== null && !readsMask({ mask, rows }, length) ? rows : null,
    weights: input.weights ?? null,
  };
  const layout = bannerLayout(input.banner, length);
  const { memo } = input;
  const blocks = input.stubs.map((stub, s) => {
    if (stub.kind === 'numeric') {
      // A mean's moments are taken about a shift chosen per call: they cannot be added up.
      if (memo) memo.stale = true;
      return numericBlock(stub, layout, selection, options);
    }
    const kept = memo
      ? { ...selection, memo: (part: string, hist: CodeHistogram) => memo.add(`${s}/${part}`, hist) }
      : selection;
    return categoricalBlock(stub, layout, kept, options);
  });
  return {
    columns: layout.columns,
    blocks,
    legend: {
      alpha: options.alpha,
      upperAlpha: options.alpha / 5,
      correction: options.correction,
      meanTest: options.meanTest,
      weighted: selection.weights !== null,
      overlap: 'not-tested',
      family: 'pairs-of-one-row-within-one-banner-variable',
    },
  };
}

/** The dataset's row count, from the first variable's arrays (a coded one's codes: its floats may be made on read). */
function lengthOf({ stubs, banner, mask, weights }: CrossInput): number {
  for (const variable of [...stubs, ...banner]) {
    if (variable.kind === 'multi') {
      if (variable.flags[0]) return variable.flags[0].length;
    } else
      return variable.kind === 'single' && variable.coded
        ? variable.coded.codes.length
        : variable.values.length;
  }
  return mask?.length ?? weights?.length ?? 0;
}
