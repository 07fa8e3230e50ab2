import type { CodedValues } from '../dataset/value-codes.ts';
import type { BannerGroup, BannerLayout } from './banner.ts';
import { effective } from './categorical.ts';
import { codeHistogram, type MomentHistogram, momentHistogram, type Selection } from './histogram.ts';
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
    const hist = stub.coded
      ? codedMoments(stub.coded, group, selection)
      : momentHistogram(stub.values, group.codes(), group.size, selection);
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

/** Every code is its own stub code: a coded numeric column counted like a single choice. */
const CODES = Uint16Array.from({ length: 256 }, (_, code) => code);

/**
 * A numeric stub's sums from its one-byte codes (ratings, NPS, sliders): one byte pass counting
 * rows, Σw and Σw² per (value, group code), then the sums of d = value − shift from them.
 */
function codedMoments(coded: CodedValues, group: BannerGroup, selection: Selection): MomentHistogram {
  const hist = codeHistogram(coded.codes, CODES, coded.values.length, group, selection, coded.values.length);
  const size = group.size;
  const shift = coded.values[1] ?? 0;
  const out: MomentHistogram = {
    n: new Int32Array(size),
    w: new Float64Array(size),
    w2: new Float64Array(size),
    wd: new Float64Array(size),
    wd2: new Float64Array(size),
    shift,
  };
  for (let code = 1; code < coded.values.length; code++) {
    const d = coded.values[code]! - shift;
    for (let g = 0; g < size; g++) {
      const rows = hist.n[code * size + g]!;
      if (rows === 0) continue;
      const w = hist.w === null ? rows : hist.w[code * size + g]!;
      out.n[g]! += rows;
      out.w[g]! += w;
      out.w2[g]! += hist.w2 === null ? rows : hist.w2[code * size + g]!;
      out.wd[g]! += w * d;
      out.wd2[g]! += w * d * d;
    }
  }
  return out;
}
