/**
 * A dashboard page's figures on the report bench survey (support/seed-document.ts), in process
 * and without a database: the items a page of 12 charts needs (5 bars, a stacked bar of 3 rows,
 * a pie, a table of a multiple choice, a cross table with letters, a word cloud of an open
 * column, 2 KPIs over the last 30 days compared with the 30 before) are planned as
 * `computePageDetail` plans them (`planPage`) and computed by the worker's `ChartAggregates`
 * (what the `charts` op runs; the worker's message passing and the figures' assembly are left
 * out, they are a copy of a few kB).
 *
 * Figures, median of the runs after a warm-up:
 * - uncached: a new aggregate cache each run, the open column's token index already built (the
 *   worker's word cloud cache holds it while the dataset is unchanged);
 * - uncached with segmentation: `fresh`, the word index built too (a cold word cloud; one run);
 * - refresh: 1,000 responses appended to the dataset (timed apart), then the page again from the
 *   held aggregates: only the appended rows are counted (the cross table is computed again).
 * After the refreshes the held figures are compared with a fresh computation.
 *
 *   npx tsx bench/dashboard-page.ts               100,000 and 1,000,000 responses
 *   npx tsx bench/dashboard-page.ts 1000000       one size
 *   --runs=N                                      timed runs per figure (default 7)
 *
 * Targets (issue 21): ≤ 300 ms a page uncached, ≤ 50 ms a refresh after 1,000 new responses.
 * Prints figures; asserts nothing.
 */
import { createHash } from 'node:crypto';
import { type ChartSpecInput, type DashboardChart, type PageFilters, ZChartSpec } from '@cairn/contract';
import { planPage } from '../apps/server/src/modules/dashboard-figures/chart-plan.ts';
import type { SourceSurvey } from '../apps/server/src/modules/dashboard-figures/survey-sources.ts';
import type { SurveyRow } from '../apps/server/src/modules/projects/survey-repo.ts';
import { variableCatalogue } from '../apps/server/src/modules/report/analysis/variable-catalogue.ts';
import type { ChartsRequest } from '../apps/server/src/modules/report/dashboard/chart-aggregates.ts';
import { ChartAggregates } from '../apps/server/src/modules/report/dashboard/chart-aggregates.ts';
import type { RawRow } from '../apps/server/src/modules/report/engine/raw-rows.ts';
import { SurveyDataset } from '../apps/server/src/modules/report/engine/survey-dataset.ts';
import { WordcloudIndexes } from '../apps/server/src/modules/report/engine/wordcloud-compute.ts';
import { SEED } from './support/in-memory-survey.ts';
import { seedDocument } from './support/seed-document.ts';
import { seedResponses } from './support/seed-responses.ts';
import { median, samples } from './support/timing.ts';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(argument('runs') ?? 7);
const APPENDED = 1_000;
const CHUNK = 5_000;
const CODE = 'BENCHDSH';

/** The survey's first `count` responses applied, and the next batches of 1,000 kept apart. */
function build(count: number, batches: number): { survey: SurveyDataset; more: RawRow[][] } {
  const document = seedDocument();
  const survey = new SurveyDataset(document.version, document);
  const more: RawRow[][] = [];
  let chunk: RawRow[] = [];
  let seq = 0;
  for (const response of seedResponses({ document, count: count + batches * APPENDED, seed: SEED })) {
    chunk.push([
      response.id,
      ++seq,
      document.version,
      response.status,
      1,
      response.submittedAt ?? response.startedAt,
      response.source,
      response.device,
      null,
      response.answers,
    ]);
    const size = seq <= count ? CHUNK : APPENDED;
    if (seq === count || chunk.length === size) {
      if (seq <= count) survey.apply(chunk);
      else more.push(chunk);
      chunk = [];
    }
  }
  return { survey, more };
}

function pageOf(survey: SurveyDataset): DashboardChart[] {
  const catalogue = variableCatalogue(survey, 'en').filter((item) => item.entry.group === 'question');
  const singles = catalogue.filter((item) => item.entry.kind === 'single').map((item) => item.entry);
  const multi = catalogue.find((item) => item.entry.kind === 'multi')!.entry;
  const rating = catalogue.find((item) => item.entry.kind === 'numeric')!.entry;
  const rows = singles.filter((entry) => entry.code.includes('.')).slice(0, 3);
  const five = singles.filter((entry) => entry.categories.length === 5);
  const open = survey.questions.flatMap((q) => q.columns).find((c) => c.kind === 'text')!.key;
  const layout = { x: 0, y: 0, w: 4, h: 4 };
  const source = (ids: string[]) => [{ surveyCode: CODE, variableIds: ids }];
  const last30 = { kind: 'last', days: 30 } as const;
  const specs: ChartSpecInput[] = [
    ...singles.slice(0, 5).map((entry) => ({ type: 'bar' as const, layout, sources: source([entry.id]) })),
    { type: 'stackedBar', layout, sources: source(rows.map((entry) => entry.id)) },
    { type: 'pie', layout, sources: source([singles[5]!.id]) },
    { type: 'table', layout, sources: source([multi.id]) },
    {
      type: 'cross',
      layout,
      sources: source([five[0]!.id]),
      cross: {
        stubs: [{ id: five[0]!.id }, { id: multi.id }],
        banner: [{ id: five[1]!.id }, { id: 'meta:device' }],
      },
    },
    { type: 'wordcloud', layout, sources: source([open]), options: { topN: 100 } },
    {
      type: 'kpi',
      layout,
      sources: source([singles[0]!.id]),
      options: { metric: 'responses' },
      pagePeriod: last30,
    },
    { type: 'kpi', layout, sources: source([rating.id]), options: { metric: 'mean' }, pagePeriod: last30 },
  ];
  return specs.map((spec, i) => ({ ...ZChartSpec.parse(spec), id: i + 1, pageId: 1, updateTime: 0 }));
}

const fingerprint = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 12);
const ms = (values: number[]) =>
  `${median(values).toFixed(1).padStart(7)} ms (min ${Math.min(...values).toFixed(1)})`;

function measureSize(count: number): void {
  const started = performance.now();
  const { survey, more } = build(count, RUNS + 1);
  console.log(
    `\n${count.toLocaleString('en')} responses (dataset built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const charts = pageOf(survey);
  const times = survey.dataset.submittedAt();
  let latest = 0;
  for (let i = 0; i < times.length; i++) if (times[i]! > latest) latest = times[i]!;
  const filters: PageFilters = { sources: [], devices: [], surveys: [] };
  const source: SourceSurvey = {
    row: { id: 1, code: CODE, title: 'Bench' } as SurveyRow,
    allowed: true,
    scheme: null,
    filters: new Map(),
    words: { stopWords: [], excluded: [], userWords: [] },
    offsetMinutes: 480,
    stamp: '',
  };
  const plan = planPage({
    charts,
    pagePeriod: null,
    override: undefined,
    filters,
    surveys: new Map([[CODE, source]]),
    now: latest + 60_000,
  });
  const request: ChartsRequest = { items: plan.items.get(CODE)!, lang: 'en', offsetMinutes: 480 };
  console.log(`  ${charts.length} charts → ${request.items.length} worker items`);
  const words = new WordcloudIndexes();
  const index = (texts: readonly (string | null)[], key: string, settings: SourceSurvey['words']) =>
    words.get(1, texts, key, settings);

  const segmented = performance.now();
  const cold = new ChartAggregates().compute(1, survey, { ...request, fresh: true }, () => null, index);
  console.log(
    `  uncached, word index segmented too (fresh, 1 run)     ${(performance.now() - segmented).toFixed(1).padStart(7)} ms`,
  );
  const uncached = samples(RUNS, () => new ChartAggregates().compute(1, survey, request, () => null, index));
  console.log(
    `  uncached page, word index warm                         ${ms(uncached.wall)}, CPU ${median(uncached.cpu).toFixed(1)} ms, ${fingerprint(cold)}`,
  );

  const held = new ChartAggregates();
  held.compute(1, survey, request, () => null, index);
  const apply: number[] = [];
  const refresh: number[] = [];
  const refreshCpu: number[] = [];
  let last: unknown = null;
  for (const batch of more) {
    const a = performance.now();
    survey.apply(batch);
    apply.push(performance.now() - a);
    const cpu = process.cpuUsage();
    const r = performance.now();
    last = held.compute(1, survey, request, () => null, index);
    refresh.push(performance.now() - r);
    const used = process.cpuUsage(cpu);
    refreshCpu.push((used.user + used.system) / 1000);
  }
  console.log(`  appending 1,000 responses to the dataset               ${ms(apply)}`);
  console.log(
    `  refresh after 1,000 appended (held aggregates)         ${ms(refresh)}, CPU ${median(refreshCpu).toFixed(1)} ms  [${JSON.stringify(held.counts)}]`,
  );
  const again = new ChartAggregates().compute(1, survey, { ...request, fresh: true }, () => null, index);
  const round = (_k: string, v: unknown) =>
    typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(9)) : v;
  const equal = JSON.stringify(last, round) === JSON.stringify(again, round);
  console.log(
    `  held figures after ${more.length} refreshes equal a fresh computation: ${equal ? 'yes' : 'NO'}`,
  );
}

const sizes = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
for (const size of sizes.length > 0 ? sizes : [100_000, 1_000_000]) measureSize(size);
