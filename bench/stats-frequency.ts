/**
 * The analysis engine (@cairn/stats) on synthetic data: a survey of 60 questions of mixed types
 * (20 single choice, 10 multiple choice of 5 options, 15 ratings, 5 NPS, 5 single matrices of
 * 3 rows, 5 open texts: 110 analysis columns) at 100,000 and 1,000,000 responses. Prints, asserts
 * nothing:
 *
 *   npx tsx bench/stats-frequency.ts            (both sizes)
 *   npx tsx bench/stats-frequency.ts 100000     (one size)
 *
 * Targets (issue 7): the data board warm under 50 ms at 100k and under 300 ms at 1M; appending a
 * response under 1 ms.
 */
import type { ReportDescription } from '@cairn/core';
import {
  compileFilter,
  Dataset,
  type QuestionDescription,
  questionFrequency,
  singleFrequency,
} from '../packages/stats/src/index.ts';
import { ms, timed } from './support/timing.ts';

/**
 * Core's description of a question is what stats takes (neither package imports the other, so
 * `tsc -b`, which checks bench/, proves here that the two shapes still fit).
 */
export const coreDescriptionFits = (description: ReportDescription): QuestionDescription => description;

const FIVE = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Option ${value}` }));
const TEXTS = ['Great service', 'too slow', 'ok', 'Would recommend to a friend', '价格有点高'];

function survey(): QuestionDescription[] {
  const questions: QuestionDescription[] = [];
  for (let q = 0; q < 20; q++)
    questions.push({ kind: 'choice', columns: [{ key: `s${q}`, kind: 'single', categories: FIVE }] });
  for (let q = 0; q < 10; q++)
    questions.push({
      kind: 'multiple',
      columns: FIVE.map(({ value }) => ({ key: `m${q}_${value}`, kind: 'multi-flag' as const })),
    });
  for (let q = 0; q < 15; q++)
    questions.push({ kind: 'numeric', columns: [{ key: `r${q}`, kind: 'number' }] });
  for (let q = 0; q < 5; q++) questions.push({ kind: 'nps', columns: [{ key: `p${q}`, kind: 'number' }] });
  for (let q = 0; q < 5; q++)
    questions.push({
      kind: 'matrix',
      columns: [1, 2, 3].map((row) => ({
        key: `x${q}_${row}`,
        kind: 'single' as const,
        categories: FIVE,
        group: row,
      })),
    });
  for (let q = 0; q < 5; q++) questions.push({ kind: 'text', columns: [{ key: `t${q}`, kind: 'text' }] });
  return questions;
}

/** A seeded generator, so runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Fills one reused cell record per row (the dataset copies values, it keeps no record). */
function rowWriter(questions: QuestionDescription[]) {
  const next = random(7);
  const cells: Record<string, number | string | null> = {};
  const keys = questions.flatMap((question) => question.columns.map((column) => column));
  return (i: number) => {
    const skipped = next() < 0.1; // one answer in ten left empty
    for (const column of keys) {
      const pick = next();
      if (column.kind === 'single') cells[column.key] = skipped ? null : 1 + Math.floor(pick * 5);
      else if (column.kind === 'multi-flag') cells[column.key] = skipped ? null : +(pick < 0.4);
      else if (column.kind === 'text')
        cells[column.key] = pick < 0.3 ? (TEXTS[i % TEXTS.length] ?? null) : null;
      else if (column.key.startsWith('p')) cells[column.key] = skipped ? null : Math.floor(pick * 11);
      else cells[column.key] = skipped ? null : 1 + Math.floor(pick * 10);
    }
    return {
      cells,
      status: next() < 0.8 ? 1 : 2,
      weight: 0.5 + next(),
      submittedAt: 1_700_000_000_000 + i * 1000,
      source: i % 3 === 0 ? 'qr' : 'link',
      device: i % 2 === 0 ? 'phone' : 'pc',
    };
  };
}

/** The simplest count of a typed array, for comparison with the engine's. */
function bareCount(values: Float64Array): Float64Array {
  const counts = new Float64Array(8);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isNaN(value)) counts[value]!++;
  }
  return counts;
}

function run(rows: number) {
  const questions = survey();
  const specs = questions.flatMap((question) => question.columns);
  const write = rowWriter(questions);
  const dataset = new Dataset(specs);
  let start = performance.now();
  for (let i = 0; i < rows; i++) dataset.appendRow(write(i));
  const build = performance.now() - start;

  const board = () => questions.map((question) => questionFrequency(question, dataset));
  const filter = {
    statuses: [1],
    devices: ['phone'],
    where: { column: 's0', op: 'in', values: [1, 2] },
  } as const;
  const mask = compileFilter(dataset, filter);
  const single = dataset.column('s0')!.values as Float64Array;
  const line = (name: string, figure: string) => console.log(`  ${name.padEnd(34)}${figure}`);

  console.log(
    `\n${rows.toLocaleString('en')} responses × ${specs.length} columns (${questions.length} questions)`,
  );
  line('build by appending rows', ms(build));
  // The machine is shared: a bare counting loop shows how fast it is right now.
  line(
    '(calibration: a bare count loop)',
    timed(20, () => bareCount(single)),
  );
  line(
    'count one single-choice column',
    timed(20, () => singleFrequency(single, FIVE)),
  );
  line('data board (60 questions) warm', timed(7, board));
  for (const kind of ['choice', 'multiple', 'numeric', 'nps', 'matrix', 'text'] as const) {
    const ofKind = questions.filter((question) => question.kind === kind);
    line(
      `  ${kind} ×${ofKind.length}`,
      timed(5, () => ofKind.map((q) => questionFrequency(q, dataset))),
    );
  }
  line(
    'same, weighted',
    timed(7, () => questions.map((q) => questionFrequency(q, dataset, { weighted: true }))),
  );
  line(
    'compile a filter (3 parts)',
    timed(7, () => compileFilter(dataset, filter)),
  );
  line(
    'data board through the filter',
    timed(7, () => questions.map((q) => questionFrequency(q, dataset, { mask }))),
  );

  // Appending: 40,000 single rows, which at 100k crosses a capacity doubling (131,072 rows).
  const extra = 40_000;
  let worst = 0;
  start = performance.now();
  for (let i = 0; i < extra; i++) {
    const one = performance.now();
    dataset.appendRow(write(rows + i));
    worst = Math.max(worst, performance.now() - one);
  }
  const perRow = (performance.now() - start) / extra;
  // Capacities are powers of two from 16: a doubling happens when the rows pass one.
  const doubles = 2 ** Math.ceil(Math.log2(rows + 1)) < rows + extra;
  line(
    'append one response',
    `${(perRow * 1000).toFixed(1)} µs mean, ${ms(worst)} worst${doubles ? ' (includes a doubling)' : ''}`,
  );
}

const sizes = process.argv[2] ? [Number(process.argv[2])] : [100_000, 1_000_000];
for (const size of sizes) run(size);
