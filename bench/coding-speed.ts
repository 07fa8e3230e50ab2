/**
 * The offline coder on 10,000 answers (issue 20 target: draft and code them in ≤ 30 s, with
 * progress). The answers are synthetic: clauses of the gold set's answers (packages/coding/gold)
 * recombined one to three at a time by a seeded generator, 60 % Chinese and 40 % English, so the
 * vocabulary is a survey's and the set is the same on every run. The frame drafted from them is
 * then used to code them (its nodes' keywords and example answers given to the coder).
 *
 *   npx tsx bench/coding-speed.ts [answers]      default 10000
 *
 * Segmentation is `Intl.Segmenter` (the server injects jieba, whose speed differs).
 * Prints figures; asserts nothing.
 */
import { createOfflineCoder, type Frame, intlSegment } from '@cairn/coding';
import { goldAnswers } from './support/coding-gold.ts';

const COUNT = Number(process.argv[2] ?? 10_000);

/** mulberry32: a small seeded generator, so every run codes the same answers. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function synthetic(count: number): string[] {
  const clauses = (language: 'zh' | 'en') =>
    goldAnswers(language).flatMap((answer) =>
      answer.text
        .split(language === 'zh' ? /[，。！!,]/u : /[,.!]\s*/u)
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    );
  const pools = { zh: clauses('zh'), en: clauses('en') };
  const random = generator(20);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const language = random() < 0.6 ? 'zh' : 'en';
    const parts = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(pools[language]));
    return parts.join(language === 'zh' ? '，' : ', ');
  });
}

const progress = (stage: string) => {
  let last = -1;
  return (done: number, total: number) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== last)
      process.stdout.write(`\r  ${stage} ${done.toLocaleString('en')} / ${total.toLocaleString('en')}   `);
    last = tenth;
  };
};

const answers = synthetic(COUNT);
const coder = createOfflineCoder({ segment: intlSegment('zh') });
const cpuStarted = process.cpuUsage();
const started = performance.now();
const draft = await coder.draftFrame(answers, { onProgress: progress('draft') });
const drafted = performance.now();
const frame: Frame = {
  nodes: draft.nodes.map((node) => ({
    ...node,
    examples: node.exampleIndices.map((index) => answers[index]!),
  })),
};
const coded = await coder.code(answers, frame, { onProgress: progress('code') });
const finished = performance.now();
const cpu = process.cpuUsage(cpuStarted);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\n${COUNT.toLocaleString('en')} answers: draft ${seconds(drafted - started)}, code ${seconds(finished - drafted)}, total ${seconds(finished - started)} (target ≤ 30 s); CPU time of this process ${seconds((cpu.user + cpu.system) / 1000)}`,
);
const leaves = draft.nodes.filter((node) => !draft.nodes.some((child) => child.parentId === node.id));
console.log(`draft: ${draft.nodes.filter((node) => node.level === 1).length} nets, ${leaves.length} leaves`);
for (const node of draft.nodes)
  console.log(
    `  ${node.level === 1 ? '' : '  '}${node.id} ${node.label}  (${node.support}; ${node.keywords.join(' ')})`,
  );
const withCode = coded.filter((answer) => answer.codes.some((code) => code.confidence >= 0.35)).length;
console.log(`answers with a code ≥ 0.35: ${withCode.toLocaleString('en')} of ${COUNT.toLocaleString('en')}`);
