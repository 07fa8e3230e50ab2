/**
 * The word cloud through the real report worker: a worker thread (WorkerClient, as the server
 * starts it) is sent a one-question survey (an open text) and N synthetic answers
 * (support/open-answers.ts: 60 % Chinese, 30 % English, 10 % mixed), then asked for the cloud
 * with the `wordcloud` op:
 *
 * - uncached: `fresh`, so every call segments the whole column with jieba, normalises, drops
 *   stop words, counts words and phrases and ranks them (the path of a first request after the
 *   data changed; issue 20's target: ≤ 1 s for 100k answers). jieba's dictionary load is once per
 *   worker (the warm-up takes it) and is printed apart;
 * - cached: the token index kept from before, counted again (any other filter or weighting);
 * - the answers of a clicked word from the cached index.
 *
 *   npx tsx bench/wordcloud-worker.ts            (100,000 answers)
 *   npx tsx bench/wordcloud-worker.ts 20000      (another size)
 *   npx tsx bench/wordcloud-worker.ts --unique   (no clause repeats: the worst case)
 *
 * Each figure is the median of 5 calls after a warm-up, as seen by the caller (the message round
 * trip included), with the process's CPU time beside it (the waiting main thread uses next to none,
 * so it is the worker's). Prints, asserts nothing.
 */
import { QuestionType } from '@cairn/core';
import { analysisQuestionsOf } from '../apps/server/src/modules/report/analysis-source.ts';
import type { WorkerRequest } from '../apps/server/src/modules/report/engine/protocol.ts';
import { WorkerClient } from '../apps/server/src/modules/report/engine/worker-client.ts';
import { aDocument } from '../packages/core/src/testing/document-builder.ts';
import { openAnswers } from './support/open-answers.ts';
import { median } from './support/timing.ts';

const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 100_000);
/**
 * `--unique`: the clause marks replaced by spaces, so each answer is one clause and the token
 * index's clause reuse helps only where a whole answer repeats (the answers are combinations of a
 * few clauses, so most are distinct): close to the worst case, every answer segmented by jieba.
 * The synthetic answers repeat their clauses more than real ones do, so the plain figure is the
 * best case and this one the bound.
 */
const UNIQUE = process.argv.includes('--unique');
const document = aDocument()
  .group()
  .question(QuestionType.OpenText, { code: 'Q1', title: 'Comments' })
  .build();
const question = analysisQuestionsOf(document)[0]!;
const key = question.columns[0]!.key;
const nodeId = question.node.id;
const surveyId = 1;
const worker = new WorkerClient();
const texts = openAnswers(n).map((text) => (UNIQUE ? text.replace(/[，,] ?/gu, ' ') : text));

await worker.call({ op: 'reset', surveyId, version: document.version, document });
const CHUNK = 5_000;
for (let from = 0; from < n; from += CHUNK) {
  const lines = texts
    .slice(from, from + CHUNK)
    .map((text, i) =>
      JSON.stringify([
        `r${from + i}`,
        from + i + 1,
        document.version,
        'complete',
        1,
        1_700_000_000_000 + i,
        'link',
        'pc',
        null,
        { [nodeId]: text },
      ]),
    );
  await worker.call({ op: 'rows', surveyId, json: lines.join('\n') });
}
const length = await worker.call({ op: 'length', surveyId });
console.log(
  `${length} answers, ${(texts.reduce((s, t) => s + t.length, 0) / n).toFixed(1)} characters on average`,
);

const settings = { stopWords: [], excluded: [], userWords: [] };
const cloud = (fresh: boolean): Extract<WorkerRequest, { op: 'wordcloud' }> => ({
  op: 'wordcloud',
  surveyId,
  key,
  filter: null,
  scheme: null,
  settings,
  kind: 'all',
  limit: 150,
  fresh,
});

async function measure(label: string, run: () => Promise<unknown>): Promise<unknown> {
  const first = performance.now();
  const result = await run();
  const warm = performance.now() - first;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await run();
    wall.push(performance.now() - start);
    const { user, system } = process.cpuUsage(startCpu);
    cpu.push((user + system) / 1000);
  }
  console.log(
    `  ${label.padEnd(50)} ${median(wall).toFixed(0).padStart(6)} ms (CPU ${median(cpu).toFixed(0)} ms; first call ${warm.toFixed(0)} ms)`,
  );
  return result;
}

await measure('word cloud, uncached (fresh: segment + count)', () => worker.call(cloud(true)));
const top = (await measure('word cloud, cached token index', () => worker.call(cloud(false)))) as {
  words: { text: string; count: number }[];
};
await measure('answers of the top word, page 1', () =>
  worker.call({
    op: 'wordcloud-answers',
    surveyId,
    key,
    word: top.words[0]!.text,
    filter: null,
    settings,
    page: { offset: 0, limit: 20 },
  }),
);
console.log(
  `  top: ${top.words
    .slice(0, 8)
    .map((w) => `${w.text} ${w.count}`)
    .join(', ')}`,
);
await worker.close();
