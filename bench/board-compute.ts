/**
 * The data board computed from the columns, in process and without a database: the report
 * benchmark survey's document (support/seed-document.ts) and N seeded answer sets
 * (support/seed-responses.ts, the rows `seedReportSurvey` inserts) are applied to a
 * `SurveyDataset` as the worker applies rows read from PostgreSQL, then the worker's `board`
 * (what a `board` request with `fresh` computes) is timed: plain, weighted, through a filter.
 *
 *   npx tsx bench/board-compute.ts                 100,000 and 1,000,000 responses
 *   npx tsx bench/board-compute.ts 100000          one size
 *   --runs=N                                       timed runs per figure (default 7, after a warm-up)
 *   --profile                                      a CPU profile of the boards (support/cpu-profile.ts)
 *   --split                                        the plain board's time by step: the mask, its rows,
 *                                                  and each question type's questions together
 *   --dump=DIR                                     writes each board as JSON (to compare two commits)
 *
 * Each figure is the median wall time of the runs, with the median CPU time of this process beside
 * it. The fingerprint is a hash of the board's JSON: equal fingerprints, equal figures.
 * Making 1M answer sets and applying them takes minutes, most of it young-generation garbage
 * collection; `NODE_OPTIONS=--max-semi-space-size=128` about halves it (the boards allocate little).
 * Prints figures; asserts nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FilterDefinition } from '@cairn/contract';
import { definitionOf } from '@cairn/core';
import { rowsOf } from '@cairn/stats';
import { board, maskOf, questionBoard } from '../apps/server/src/modules/report/engine/report-compute.ts';
import type { SurveyDataset } from '../apps/server/src/modules/report/engine/survey-dataset.ts';
import { firstChoiceFilter } from './support/board-filter.ts';
import { startCpuProfile } from './support/cpu-profile.ts';
import { buildSurvey, measure as measureRuns } from './support/in-memory-survey.ts';
import { seedDocument } from './support/seed-document.ts';
import { median } from './support/timing.ts';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(argument('runs') ?? 7);
const DUMP = argument('dump');
/**
 * Seeded responses all weigh 1, as stored responses do until weights are set, and a board
 * weighted by ones counts as the unweighted one does. The "weighted" case sets weights of a
 * post-stratification by device instead (written into the weight column's buffer in place, a
 * benchmark's shortcut), so the weighted passes are timed too.
 */
const DEVICE_WEIGHTS: Record<string, number> = { phone: 0.8, pc: 1.25, tablet: 1.5 };

function setWeights(survey: SurveyDataset, byDevice: boolean): void {
  const weights = survey.dataset.weights();
  for (let row = 0; row < weights.length; row++)
    weights[row] = byDevice ? (DEVICE_WEIGHTS[survey.dataset.device.valueAt(row) ?? ''] ?? 1) : 1;
}

/** The plain board's steps as `board` takes them, each the median of the runs after a warm-up. */
function split(survey: SurveyDataset): void {
  const steps = new Map<string, number[]>();
  const add = (step: string, ms: number) => steps.set(step, [...(steps.get(step) ?? []), ms]);
  for (let run = 0; run <= RUNS; run++) {
    const times = new Map<string, number>();
    const time = <T>(step: string, work: () => T): T => {
      const started = performance.now();
      const value = work();
      times.set(step, (times.get(step) ?? 0) + performance.now() - started);
      return value;
    };
    const mask = time('mask (complete responses)', () => maskOf(survey, null));
    const rows = time('rows of the mask', () => rowsOf(mask));
    for (const question of survey.questions)
      time(`questions: ${definitionOf(question.node)?.key ?? question.node.type}`, () =>
        questionBoard(survey, question, mask, null, { selection: { rows, weights: null } }),
      );
    if (run > 0) for (const [step, ms] of times) add(step, ms);
  }
  for (const [step, times] of steps)
    console.log(`    ${step.padEnd(30)} ${median(times).toFixed(2).padStart(8)} ms`);
}

async function measureSize(count: number): Promise<void> {
  console.log(`\n== ${count.toLocaleString('en')} responses`);
  const started = performance.now();
  const survey = buildSurvey(count);
  console.log(
    `  dataset built in memory in ${((performance.now() - started) / 1000).toFixed(1)} s (${survey.length.toLocaleString('en')} rows, ${survey.dataset.specs.length} columns)`,
  );
  const filter = firstChoiceFilter(seedDocument());
  const cases: [string, FilterDefinition | null, boolean][] = [
    ['plain', null, false],
    ['weighted (all 1)', null, true],
    ['weighted', null, true],
    ['through a filter', filter, false],
  ];
  for (const [label, definition, weighted] of cases) {
    setWeights(survey, label === 'weighted');
    const run = () => board(survey, definition, weighted ? survey.dataset.weights() : null);
    const figure = measureRuns(run, RUNS);
    console.log(
      `  board computed, ${label.padEnd(17)} ${figure.wallMs.toFixed(1).padStart(7)} ms (CPU ${figure.cpuMs.toFixed(1)} ms), ${run().total.toLocaleString('en')} rows kept, fingerprint ${figure.fingerprint}`,
    );
    if (DUMP)
      writeFileSync(join(DUMP, `board-${count}-${label.replaceAll(' ', '-')}.json`), JSON.stringify(run()));
  }
  if (process.argv.includes('--split')) split(survey);
  if (process.argv.includes('--profile')) {
    const stop = await startCpuProfile();
    for (let i = 0; i < RUNS; i++)
      for (const [label, definition, weighted] of cases) {
        setWeights(survey, label === 'weighted');
        board(survey, definition, weighted ? survey.dataset.weights() : null);
      }
    console.log(await stop());
  }
}

const sizes = process.argv.filter((arg) => /^\d+$/.test(arg)).map(Number);
for (const size of sizes.length > 0 ? sizes : [100_000, 1_000_000]) await measureSize(size);
