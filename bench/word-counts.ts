/**
 * The word engine (@cairn/text) on 100,000 synthetic open answers, 60 % Chinese, 30 % English,
 * 10 % mixed ("APP经常闪退"), 5–60 characters, from a seeded generator. Prints, asserts nothing:
 *
 *   npx tsx bench/word-counts.ts            (100,000 answers)
 *   npx tsx bench/word-counts.ts 20000      (another size)
 *
 * Each figure is the median of 5 runs after a warm-up: segmentation alone (jieba and
 * Intl.Segmenter), then the whole uncomputed path (segment, normalise, stop words, count words
 * and phrases, rank), unweighted and weighted through a filter.
 * Target (issue 20): word cloud of 100k answers ≤ 1 s on the uncomputed path.
 */
import { intlSegment, type Segment, stopWordSet, wordCounts } from '../packages/text/src/index.ts';
import { jiebaSegment } from '../packages/text/src/jieba.ts';
import { openAnswers } from './support/open-answers.ts';

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

function measure(label: string, run: () => unknown): void {
  run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    run();
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(startCpu);
    cpu.push((user + system) / 1000);
  }
  // CPU time beside wall time: on a shared machine the wall time holds other processes' turns.
  const cpuTime = `(CPU ${median(cpu).toFixed(0)} ms)`;
  console.log(`  ${label.padEnd(52)} ${median(times).toFixed(0).padStart(6)} ms ${cpuTime}`);
}

const n = Number(process.argv[2] ?? 100_000);
const texts = openAnswers(n);
const chars = texts.reduce((sum, text) => sum + text.length, 0);
console.log(`${n} answers, ${(chars / n).toFixed(1)} characters on average`);

let start = performance.now();
const jieba = jiebaSegment();
console.log(
  `  jieba dictionary load (once per worker)              ${(performance.now() - start).toFixed(0).padStart(6)} ms`,
);
start = performance.now();
jiebaSegment(['性价比高', '物超所值']);
console.log(
  `  jieba with a user dictionary (once per dictionary)   ${(performance.now() - start).toFixed(0).padStart(6)} ms`,
);
const intl = intlSegment('zh');
const stopWords = stopWordSet();

const segmentAll = (segment: Segment) => () => {
  let tokens = 0;
  for (const text of texts) tokens += segment(text).length;
  return tokens;
};
measure('segmentation, jieba', segmentAll(jieba));
measure('segmentation, Intl.Segmenter', segmentAll(intl));

const options = { stopWords, phrases: true, limit: 200 };
measure('word cloud (words + phrases), jieba', () => wordCounts(texts, { ...options, segment: jieba }));
measure('word cloud (words + phrases), Intl.Segmenter', () =>
  wordCounts(texts, { ...options, segment: intl }),
);
const mask = new Uint8Array(n).map((_, i) => (i % 3 === 0 ? 0 : 1));
const weights = new Float64Array(n).map((_, i) => 0.5 + (i % 7) / 7);
measure('word cloud, jieba, filtered (2/3) and weighted', () =>
  wordCounts(texts, { ...options, segment: jieba, mask, weights }),
);

const top = wordCounts(texts, { ...options, segment: jieba, limit: 8 });
console.log(`  top words: ${top.words.map((w) => `${w.text} ${w.count}`).join(', ')}`);
console.log(`  top phrases: ${top.phrases.map((w) => `${w.text} ${w.count}`).join(', ')}`);
