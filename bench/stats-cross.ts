/**
 * Cross tables with significance tests (@cairn/stats, packages/stats/src/cross) on synthetic
 * data at 100,000 and 1,000,000 responses. Prints, asserts nothing:
 *
 *   npx tsx bench/stats-cross.ts            (both sizes)
 *   npx tsx bench/stats-cross.ts 100000     (one size)
 *
 * Targets (issue 19, at 1M on this 2-core machine): one 5 × 2 table with tests ≤ 5 ms; a banner
 * of 20 columns × 60 stub variables with letters ≤ 1 s. Every run builds the table from the
 * columns (nothing cached between runs: the banner's group codes are made again each time).
 */
import {
  type CrossVariable,
  crossTable,
  Dataset,
  type FlagColumnValues,
  type NumberColumnValues,
} from '../packages/stats/src/index.ts';
import { ms, timed } from './support/timing.ts';

const FIVE = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Option ${value}` }));
const TWO = [1, 2].map((value) => ({ value, label: `Group ${value}` }));

/** The closed questions: 20 single choice, 10 multiple choice of 5, 15 ratings, 5 matrices of 3 rows; a banner of 4 + a 2-way split. */
function specs() {
  const out: { key: string; kind: 'single' | 'multi-flag' | 'number'; categories?: typeof FIVE }[] = [];
  for (let q = 0; q < 20; q++) out.push({ key: `s${q}`, kind: 'single', categories: FIVE });
  for (let q = 0; q < 10; q++)
    for (let o = 1; o <= 5; o++) out.push({ key: `m${q}_${o}`, kind: 'multi-flag' });
  for (let q = 0; q < 15; q++) out.push({ key: `r${q}`, kind: 'number' });
  for (let q = 0; q < 5; q++)
    for (let row = 1; row <= 3; row++) out.push({ key: `x${q}_${row}`, kind: 'single', categories: FIVE });
  for (let b = 0; b < 4; b++) out.push({ key: `b${b}`, kind: 'single', categories: FIVE });
  out.push({ key: 'g', kind: 'single', categories: TWO });
  return out;
}

/** A seeded generator, so runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function build(rows: number): Dataset {
  const columns = specs();
  const dataset = new Dataset(columns);
  dataset.reserve(rows);
  const next = random(19);
  const cells = dataset.rowCells();
  for (let i = 0; i < rows; i++) {
    const skipped = next() < 0.1;
    columns.forEach((column, c) => {
      const pick = next();
      if (skipped) cells[c] = null;
      else if (column.kind === 'multi-flag') cells[c] = +(pick < 0.4);
      else if (column.key === 'g') cells[c] = 1 + Math.floor(pick * 2);
      else if (column.kind === 'single') cells[c] = 1 + Math.floor(pick * 5);
      else cells[c] = 1 + Math.floor(pick * 10);
    });
    dataset.appendCells(cells, {
      status: 1,
      weight: 0.5 + next(),
      submittedAt: 1_700_000_000_000 + i * 1000,
    });
  }
  return dataset;
}

function single(dataset: Dataset, key: string, categories: typeof FIVE): CrossVariable {
  const column = dataset.column(key) as NumberColumnValues;
  return {
    kind: 'single',
    key,
    label: key,
    categories,
    values: column.values,
    ...(column.coded ? { coded: column.coded } : {}),
  };
}

function stubsOf(dataset: Dataset): CrossVariable[] {
  const stubs: CrossVariable[] = [];
  for (let q = 0; q < 20; q++) stubs.push(single(dataset, `s${q}`, FIVE));
  for (let q = 0; q < 10; q++)
    stubs.push({
      kind: 'multi',
      key: `m${q}`,
      label: `m${q}`,
      categories: FIVE,
      flags: FIVE.map(({ value }) => (dataset.column(`m${q}_${value}`) as FlagColumnValues).values),
    });
  for (let q = 0; q < 15; q++) {
    const column = dataset.column(`r${q}`) as NumberColumnValues;
    const coded = column.coded ? { coded: column.coded } : {};
    stubs.push({ kind: 'numeric', key: `r${q}`, label: `r${q}`, values: column.values, ...coded });
  }
  for (let q = 0; q < 5; q++)
    for (let row = 1; row <= 3; row++) stubs.push(single(dataset, `x${q}_${row}`, FIVE));
  return stubs;
}

/** The simplest count of a byte column, for comparison with the engine's passes. */
function bareCount(codes: Uint8Array): Int32Array {
  const counts = new Int32Array(256);
  for (let i = 0; i < codes.length; i++) counts[codes[i]!]!++;
  return counts;
}

function run(rows: number) {
  let start = performance.now();
  const dataset = build(rows);
  const buildTime = performance.now() - start;
  const weights = dataset.weights();
  const stubs = stubsOf(dataset);
  const banner = [0, 1, 2, 3].map((b) => single(dataset, `b${b}`, FIVE));
  const split = [single(dataset, 'g', TWO)];
  const mask = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) mask[i] = +(i % 3 !== 0);
  const line = (name: string, figure: string) => console.log(`  ${name.padEnd(40)}${figure}`);
  console.log(`\n${rows.toLocaleString('en')} responses, ${stubs.length} stub variables`);
  line('build the dataset', ms(buildTime));
  // The machine is shared: a bare counting loop over one byte column shows how fast it is now.
  const codes = (dataset.column('s0') as NumberColumnValues).coded!.codes;
  line(
    '(calibration: a bare count loop)',
    timed(21, () => bareCount(codes)),
  );
  const small = { stubs: [stubs[0]!], banner: split };
  line(
    '5 × 2 table with tests',
    timed(21, () => crossTable(small)),
  );
  line(
    '  weighted',
    timed(21, () => crossTable({ ...small, weights })),
  );
  line(
    '  through a mask (2 rows in 3)',
    timed(21, () => crossTable({ ...small, mask })),
  );
  const big = { stubs, banner };
  start = performance.now();
  const table = crossTable(big);
  line(
    '20 columns × 60 stubs with letters',
    timed(5, () => crossTable(big)),
  );
  line(
    '  weighted',
    timed(5, () => crossTable({ ...big, weights })),
  );
  line(
    '  Benjamini–Hochberg, Welch',
    timed(5, () => crossTable({ ...big, test: { alpha: 0.05, correction: 'bh', meanTest: 'welch' } })),
  );
  line('  (columns, blocks)', `${table.columns.length}, ${table.blocks.length}`);
}

const sizes = process.argv[2] ? [Number(process.argv[2])] : [100_000, 1_000_000];
for (const size of sizes) run(size);
