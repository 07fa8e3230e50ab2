import type { BannerLayout } from './banner.ts';
import { effective } from './categorical.ts';
import { momentHistogram, type Selection } from './histogram.ts';
import { meanTest, pairwiseFamily } from './pairwise.ts';
import { overlappingPairs } from './tally.ts';
import type { CrossTestOptions, CrossVariable, NumericBlock, NumericCell } from './types.ts';

type Numeric = Extract<CrossVariable, { kind: 'numeric' }>;

/**
 * A numeric stub: mean, sample SD and n per column (weighted as the frequencies are: mean
 * Σwx / Σw, SD √(Σw(x − x̄)² / (Σw − 1)), null when Σw ≤ 1), and t-tests between the columns of
 * each banner variable, with the SD above and the effective base as n.
 */
export function numericBlock(
  stub: Numeric,
  layout: BannerLayout,
  selection: Selection,
  options: CrossTestOptions,
): NumericBlock {
  const columns = layout.columns.length;
  const weighted = selection.weights !== null;
  const sum = { n: new Float64Array(columns), w: new Float64Array(columns), w2: new Float64Array(columns) };
  const wd = new Float64Array(columns);
  const wd2 = new Float64Array(columns);
  let shift = 0;
  const overlaps = new Set<string>();
  layout.groups.forEach((group, gi) => {
    const hist = momentHistogram(stub.values, group.codes(), group.size, selection);
    shift = hist.shift;
    overlappingPairs(group, hist.n, overlaps);
    for (let g = 0; g < group.size; g++) {
      if (hist.n[g] === 0) continue;
      const from = gi === 0 ? group.start[g]! - 1 : group.start[g]!;
      for (let m = from; m < group.start[g + 1]!; m++) {
        const j = m < group.start[g]! ? 0 : group.members[m]!;
        sum.n[j]! += hist.n[g]!;
        sum.w[j]! += hist.w[g]!;
        sum.w2[j]! += hist.w2[g]!;
        wd[j]! += hist.wd[g]!;
        wd2[j]! += hist.wd2[g]!;
      }
    }
  });
  const cells: NumericCell[] = Array.from({ length: columns }, (_, j) => {
    const w = sum.w[j]!;
    const squares = Math.max(0, wd2[j]! - (wd[j]! * wd[j]!) / w);
    return {
      mean: w > 0 ? shift + wd[j]! / w : null,
      sd: w > 1 ? Math.sqrt(squares / (w - 1)) : null,
      n: sum.n[j]!,
      base: w,
      effectiveBase: effective(w, sum.w2[j]!, sum.n[j]!, weighted),
      letters: '',
      tests: [],
    };
  });
  for (const variable of layout.variables) {
    const letters = variable.columns.map((j) => layout.columns[j]!.letter!);
    const family = pairwiseFamily(
      variable.columns,
      letters,
      (a, b) => {
        const [x, y] = [cells[a]!, cells[b]!];
        const first = variable.columns[0] ?? 0;
        if (variable.multiple && (!variable.sameDim(a - first, b - first) || overlaps.has(`${a},${b}`)))
          return { skipped: 'overlap' };
        if (x.mean === null || y.mean === null || x.sd === null || y.sd === null) return { skipped: 'empty' };
        return meanTest(
          { mean: x.mean, variance: x.sd * x.sd, n: x.effectiveBase },
          { mean: y.mean, variance: y.sd * y.sd, n: y.effectiveBase },
          options.meanTest,
        );
      },
      options,
    );
    variable.columns.forEach((j, k) => {
      cells[j]!.letters = family[k]!.letters;
      cells[j]!.tests = family[k]!.tests;
    });
  }
  return {
    key: stub.key,
    label: stub.label,
    kind: 'numeric',
    multiple: false,
    bases: cells.map((cell) => ({
      base: cell.base,
      unweightedBase: cell.n,
      effectiveBase: cell.effectiveBase,
    })),
    cells,
  };
}
