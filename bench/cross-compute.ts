/**
 * Cross tables and weighting on the report bench survey (support/seed-document.ts) in process,
 * the issue 19 figures: one 5 × 2 table with tests; a banner of 20 columns (four 5-option
 * questions) × 60 stub variables (every single choice, dropdown, multiple choice and matrix row,
 * repeated to 60) with letters; raking to 4 margins of 3–6 categories. The dataset is built
 * first (not timed); every figure is the uncomputed path (no cached table or weights: the
 * functions the worker's `cross` and `weights-run` ops call), median of the runs after a warm-up.
 *
 *   npx tsx bench/cross-compute.ts            100,000 and 1,000,000 responses
 *   npx tsx bench/cross-compute.ts 100000     one size
 *   --runs=N                                  timed runs per figure (default 7)
 *
 * Prints figures; asserts nothing.
 */
import type { CrossDefinition, CrossRef, WeightingDefinition } from '@cairn/contract';
import { computeCross } from '../apps/server/src/modules/report/analysis/cross-compute.ts';
import { runScheme } from '../apps/server/src/modules/report/analysis/scheme-weights.ts';
import { variableCatalogue } from '../apps/server/src/modules/report/analysis/variable-catalogue.ts';
import type { SurveyDataset } from '../apps/server/src/modules/report/engine/survey-dataset.ts';
import { buildSurvey, measure } from './support/in-memory-survey.ts';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(argument('runs') ?? 7);
const TEST = { level: 95, correction: 'none', meanTest: 'pooled' } as const;

function table(stubs: CrossRef[], banner: CrossRef[]): CrossDefinition {
  return { stubs, banner, test: TEST, cells: ['count', 'column'], chart: 'table' };
}

/** Even-ish targets that add up to 100 over a variable's categories. */
function targets(values: number[]): { value: number; target: number }[] {
  const weights = values.map((_, i) => i + 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  return values.map((value, i) => ({ value, target: (weights[i]! / sum) * 100 }));
}

function measureSize(count: number): void {
  const started = performance.now();
  const survey: SurveyDataset = buildSurvey(count);
  console.log(
    `\n${count.toLocaleString('en')} responses (dataset built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const catalogue = variableCatalogue(survey, 'en');
  const items = new Map(catalogue.map((item) => [item.entry.id, item]));
  const questions = catalogue.filter((item) => item.entry.group === 'question');
  const singles = questions.filter((item) => item.entry.kind === 'single');
  const closed = questions.filter((item) => item.entry.kind !== 'numeric');
  const rate = questions.find((item) => item.entry.kind === 'numeric')!;
  const five = singles.filter((item) => item.entry.categories.length === 5);
  const six = singles.find((item) => item.entry.categories.length === 6)!;
  const run = (definition: CrossDefinition) => () =>
    computeCross(survey, items, { definition, filter: null, weights: null, lang: 'en', offsetMinutes: 480 });

  const small = table(
    [{ id: five[0]!.entry.id }],
    [
      {
        id: rate.entry.id,
        mode: 'bands',
        bands: [
          { label: 'low', max: 3 },
          { label: 'high', min: 4 },
        ],
      },
    ],
  );
  const stubs = Array.from({ length: 60 }, (_, i) => ({ id: closed[i % closed.length]!.entry.id }));
  const wide = table(
    stubs,
    five.slice(0, 4).map((item) => ({ id: item.entry.id })),
  );
  const rake: WeightingDefinition = {
    method: 'rim',
    targetsAs: 'percent',
    margins: [five[0]!, five[1]!, six, catalogue.find((item) => item.entry.id === 'meta:device')!].map(
      (item) => ({
        variableId: item.entry.id,
        targets: targets(item.entry.categories.map((c) => c.value)),
      }),
    ),
    cellVariables: [],
    cells: [],
    limit: 1e-11,
    criterion: 'max',
    maxIterations: 1000,
    caps: null,
  };
  const cases: [string, () => unknown][] = [
    ['5 × 2 table with tests', run(small)],
    [`banner of ${wide.banner.length * 5} columns × 60 stubs, letters`, run(wide)],
    ['raking to 4 margins (strict)', () => runScheme(survey, items, rake, 'en').result.iterations],
  ];
  for (const [label, work] of cases) {
    const figure = measure(work, RUNS);
    console.log(
      `  ${label.padEnd(44)} ${figure.wallMs.toFixed(1).padStart(8)} ms (CPU ${figure.cpuMs.toFixed(1)} ms), fingerprint ${figure.fingerprint}`,
    );
  }
}

const sizes = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
for (const size of sizes.length > 0 ? sizes : [100_000, 1_000_000]) measureSize(size);
