/**
 * Agreement of the offline coder with the gold set (packages/coding/gold, committed before the
 * coder was written or tuned): each language's answers are coded into the gold frame, and the
 * codes the coder returns at or above a confidence threshold are compared with the gold codes.
 *
 *   npx tsx bench/coding-agreement.ts            both languages, both inputs, all thresholds
 *   --detail                                     per-code precision / recall at each threshold
 *
 * What the coder is given: the frame's nets, subnets and sub-subnets with their labels in the
 * answers' language ("labels only"), or those labels and the two example answers per code of
 * gold/examples.json, which are not among the answers coded ("labels + examples"). Segmentation
 * is `Intl.Segmenter` (the server injects jieba). Prints figures; asserts nothing.
 */
import { createOfflineCoder, intlSegment, leavesOf } from '@cairn/coding';
import { goldAnswers, goldFrame, type Language } from './support/coding-gold.ts';

const THRESHOLDS = [0.2, 0.35, 0.5];
const DETAIL = process.argv.includes('--detail');

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);
const pct = (value: number) => (Number.isNaN(value) ? '   –' : `${(value * 100).toFixed(0).padStart(3)}%`);

async function measure(language: Language, examples: boolean): Promise<void> {
  const answers = goldAnswers(language);
  const frame = goldFrame(language, examples);
  const leafIds = leavesOf(frame).map((leaf) => leaf.id);
  const coder = createOfflineCoder({ segment: intlSegment(language) });
  const coded = await coder.code(
    answers.map((answer) => answer.text),
    frame,
    { minConfidence: Math.min(...THRESHOLDS), maxCodes: 3 },
  );
  console.log(`\n${language}, ${examples ? 'labels + examples' : 'labels only'} (${answers.length} answers)`);
  for (const threshold of THRESHOLDS) {
    const perCode = new Map<string, Counts>(leafIds.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
    let uncoded = 0;
    coded.forEach(({ index, codes }) => {
      const gold = new Set(answers[index]!.codes);
      const given = new Set(codes.filter((code) => code.confidence >= threshold).map((code) => code.codeId));
      if (given.size === 0) uncoded++;
      for (const id of given) perCode.get(id)![gold.has(id) ? 'tp' : 'fp']++;
      for (const id of gold) if (!given.has(id)) perCode.get(id)!.fn++;
    });
    const all = [...perCode.values()];
    const sum = (key: keyof Counts) => all.reduce((total, counts) => total + counts[key], 0);
    const microP = ratio(sum('tp'), sum('tp') + sum('fp'));
    const microR = ratio(sum('tp'), sum('tp') + sum('fn'));
    const precisions = all.map((c) => ratio(c.tp, c.tp + c.fp)).filter((v) => !Number.isNaN(v));
    const recalls = all.map((c) => ratio(c.tp, c.tp + c.fn));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const f1 = (2 * microP * microR) / (microP + microR);
    console.log(
      `  ≥ ${threshold.toFixed(2)}  micro P ${pct(microP)} R ${pct(microR)} F1 ${pct(f1)}   macro P ${pct(mean(precisions))} R ${pct(mean(recalls))}   uncoded ${uncoded}`,
    );
    if (DETAIL)
      for (const [id, c] of perCode)
        console.log(
          `      ${id.padEnd(13)} P ${pct(ratio(c.tp, c.tp + c.fp))} R ${pct(ratio(c.tp, c.tp + c.fn))}  (tp ${c.tp} fp ${c.fp} fn ${c.fn})`,
        );
  }
}

for (const language of ['zh', 'en'] as const)
  for (const examples of [false, true]) await measure(language, examples);
