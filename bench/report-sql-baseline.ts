/**
 * What PostgreSQL alone takes to count one question's answers out of JSONB, for contrast with the
 * columnar engine (bench/stats-frequency.ts): a fresh database seeded by
 * bench/support/seed-report-survey.ts, then per question kind the GROUP BY over
 * `answers -> '<node id>'` of the complete responses, five runs each. Prints, asserts nothing:
 *
 *   npx tsx bench/report-sql-baseline.ts            (100,000 responses)
 *   npx tsx bench/report-sql-baseline.ts --1m       (and 1,000,000)
 *
 * DATABASE_URL picks the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { OptionType, QuestionType } from '@cairn/core';
import pg from 'pg';
import { analysisQuestionsOf } from '../apps/server/src/modules/report/analysis-source.ts';
import { type SeededSurvey, seedReportSurvey } from './support/seed-report-survey.ts';

const RUNS = 5;

/** One frequency query per kind: single choice, multiple choice (array unnest), matrix rows. */
function queries(seeded: SeededSurvey) {
  const questions = analysisQuestionsOf(seeded.document);
  const first = (type: number) => questions.find((q) => q.node.type === type)!;
  const single = first(QuestionType.SingleChoice).node.id;
  const multiple = first(QuestionType.MultipleChoice).node.id;
  const matrix = first(QuestionType.Matrix);
  const rows = matrix.options.filter((o) => o.type === OptionType.SubQuestion).map((o) => o.id);
  const where = `survey_id = ${seeded.surveyId} and status = 'complete'`;
  return [
    {
      name: 'single choice (one option per response)',
      sql: `select answers -> '${single}' ->> 'optionId' as option, count(*) from responses
            where ${where} group by 1`,
    },
    {
      name: 'multiple choice (unnest the chosen list)',
      sql: `select o.value as option, count(*) from responses,
              jsonb_array_elements_text(answers -> '${multiple}' -> 'optionIds') as o(value)
            where ${where} group by 1`,
    },
    {
      name: `matrix (${rows.length} rows × columns)`,
      sql: `select r.key as row, r.value as col, count(*) from responses,
              jsonb_each_text(answers -> '${matrix.node.id}') as r(key, value)
            where ${where} group by 1, 2`,
    },
  ];
}

async function measure(seeded: SeededSurvey) {
  const client = new pg.Client({ connectionString: seeded.url });
  await client.connect();
  try {
    console.log(
      `\n${seeded.responses.toLocaleString('en')} responses (seeded in ${(seeded.insertMs / 1000).toFixed(1)} s)`,
    );
    for (const query of queries(seeded)) {
      await client.query(query.sql); // warms the buffer cache: the figures are the warm case
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await client.query(query.sql);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `  ${query.name.padEnd(44)} median ${samples[RUNS >> 1]!.toFixed(0)} ms, min ${samples[0]!.toFixed(0)} ms`,
      );
    }
  } finally {
    await client.end();
  }
}

const sizes = process.argv.includes('--1m') ? [100_000, 1_000_000] : [100_000];
for (const size of sizes) {
  const seeded = await seedReportSurvey({ responses: size });
  try {
    await measure(seeded);
  } finally {
    await seeded.drop();
  }
}
