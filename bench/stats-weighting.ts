/**
 * The weighting engine (@cairn/stats) on synthetic data: rim weighting to 4 margins of 2, 4, 6
 * and 10 categories, and cell weighting on 2 variables (2 × 10 cells), at 100,000 and 1,000,000
 * rows, every run from scratch (no cached cells or weights). Prints, asserts nothing:
 *
 *   npx tsx bench/stats-weighting.ts            (both sizes)
 *   npx tsx bench/stats-weighting.ts 100000     (one size)
 *
 * Target (issue 19): raking to 4 margins at 1,000,000 rows ≤ 0.25 s on the 2-core machine.
 */
import {
  cellWeights,
  rakeWeights,
  ValueCodes,
  WEIGHTING_PRESETS,
  type WeightingMargin,
  type WeightingVariable,
} from '../packages/stats/src/index.ts';
import { timed } from './support/timing.ts';

/** A seeded generator, so runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A column of codes 1..k drawn with falling probabilities (a sample skewed against the targets), 2 % empty. */
function column(key: string, rows: number, k: number, seed: number, coded: boolean): WeightingVariable {
  const next = random(seed);
  const cumulative: number[] = [];
  let total = 0;
  for (let c = 0; c < k; c++) {
    total += k - c;
    cumulative.push(total);
  }
  const values = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    if (next() < 0.02) {
      values[i] = Number.NaN;
      continue;
    }
    const pick = next() * total;
    let c = 0;
    while (cumulative[c]! < pick) c++;
    values[i] = c + 1;
  }
  if (!coded) return { key, values };
  const codes = new ValueCodes();
  codes.pushAll(values);
  return { key, values, coded: codes.view()! };
}

/** Equal targets: the farthest from the skewed sample. */
const equal = (k: number) => Array.from({ length: k }, (_, c) => ({ value: c + 1, target: 100 / k }));

function run(rows: number) {
  const line = (name: string, figure: string) => console.log(`  ${name.padEnd(44)}${figure}`);
  const sizes = [2, 4, 6, 10];
  console.log(`\n${rows.toLocaleString('en')} rows`);
  for (const coded of [false, true]) {
    const margins: WeightingMargin[] = sizes.map((k, m) => ({
      variable: column(`v${m}`, rows, k, 11 + m, coded),
      targets: equal(k),
    }));
    const strict = rakeWeights(margins, { targetsAs: 'percent' });
    const label = coded ? ' (one-byte codes)' : '';
    line(
      `rake 4 margins (2/4/6/10), strict${label}`,
      `${timed(7, () => rakeWeights(margins, { targetsAs: 'percent' }))}  [${strict.iterations} iterations, max diff ${strict.maxDifference.toExponential(1)}, efficiency ${strict.efficiency.toFixed(1)} %]`,
    );
    line(
      `  same, UNICOM preset${label}`,
      timed(7, () => rakeWeights(margins, { targetsAs: 'percent', ...WEIGHTING_PRESETS.unicom })),
    );
    const capped = rakeWeights(margins, { targetsAs: 'percent', caps: { min: 0.2, max: 5 } });
    line(
      `  same, caps 0.2–5${label}`,
      `${timed(5, () => rakeWeights(margins, { targetsAs: 'percent', caps: { min: 0.2, max: 5 } }))}  [${capped.iterations} iterations, converged: ${capped.converged}, caps met: ${capped.caps?.met}]`,
    );
    const pair = [margins[0]!.variable, margins[3]!.variable];
    const cells = [1, 2].flatMap((a) =>
      Array.from({ length: 10 }, (_, b) => ({ values: [a, b + 1], target: 5 })),
    );
    line(
      `cell weighting, 2 variables (20 cells)${label}`,
      timed(7, () => cellWeights(pair, cells, { targetsAs: 'percent' })),
    );
  }
}

const sizes = process.argv[2] ? [Number(process.argv[2])] : [100_000, 1_000_000];
for (const size of sizes) run(size);
