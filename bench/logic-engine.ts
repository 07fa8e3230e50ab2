/**
 * The logic engine on a large survey: 500 questions (single, multiple, NPS, open text, rate) in
 * 20 groups with page breaks, 200 rules of every kind over earlier questions, and a complete
 * answer set from the respondent simulator. Prints median and p95 of one full evaluation
 * (`evaluateFlow`, what the respondent page runs after each answer) and of `checkResponse`
 * (what the server runs on submit), both on the compiled document. Asserts nothing:
 *
 *   npx tsx bench/logic-engine.ts
 *
 * Target (issue 5): a full answer set evaluates in under 5 ms.
 */
import {
  checkResponse,
  compileSurvey,
  evaluateFlow,
  Operator,
  QuestionType,
  seededRandom,
} from '@cairn/core';
import { simulateRespondent } from '../packages/core/src/logic/simulate-respondent.ts';
import { aDocument, when } from '../packages/core/src/testing/document-builder.ts';

const GROUPS = 20;
const PER_GROUP = 25;
const RULES = 200;
const RUNS = 200;
const TYPES = [
  QuestionType.SingleChoice,
  QuestionType.MultipleChoice,
  QuestionType.Nps,
  QuestionType.OpenText,
  QuestionType.Rate,
];

function build() {
  const b = aDocument();
  const codes: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    b.group(`G${g}`, { order: g % 4 === 0 ? 1 : 0 });
    for (let q = 0; q < PER_GROUP; q++) {
      if (q > 0 && q % 5 === 0) b.page();
      const code = `Q${codes.length + 1}`;
      const type = TYPES[codes.length % TYPES.length] as number;
      b.question(type, {
        code,
        options: ['A', 'B', 'C', 'D', 'E'],
        setting: { required: false, order: q % 3 === 0 ? 1 : 0 },
      });
      codes.push(code);
    }
    b.end();
  }
  const random = seededRandom(42);
  for (let r = 0; r < RULES; r++) {
    const at = 1 + Math.floor(random() * (codes.length - 1));
    const source = codes[Math.floor(random() * at)] as string;
    const nodeId = b.id(codes[at] as string);
    const condition = when(
      b.id(source),
      [Operator.Checked, Operator.Gte, Operator.Answered, Operator.Includes][r % 4] as number,
      {
        optionIds: [b.optionId(source, r % 5)],
        value: 3,
      },
    );
    const kind = r % 5;
    if (kind === 0) b.rule({ type: 2, nodeId, action: r % 2 ? 'show' : 'hide', condition });
    else if (kind === 1)
      b.rule({ type: 4, nodeId, action: 'hide', optionIds: [b.optionId(codes[at] as string, 4)], condition });
    else if (kind === 2)
      b.rule({
        type: 5,
        nodeId,
        message: 'Check',
        condition: when(nodeId, Operator.Equal, { value: 'never' }),
      });
    else if (kind === 3) {
      const target = codes[Math.min(codes.length - 1, at + 3)] as string;
      b.rule({
        type: 1,
        nodeId,
        target: { kind: 'node', nodeId: b.id(target) },
        condition: when(nodeId, Operator.Equal, { value: 99 }),
      });
    } else b.rule({ type: 2, nodeId, action: 'show', condition: when(b.id(source), Operator.All) });
  }
  return b.build();
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${(sorted.at(-1) as number).toFixed(2)} ms (n=${samples.length})`;
}

function time(run: () => void): number[] {
  for (let i = 0; i < 20; i++) run(); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const document = build();
const compileStart = performance.now();
const compiled = compileSurvey(document);
const compileMs = performance.now() - compileStart;
const seed = 'bench-respondent';
const { answers } = simulateRespondent(compiled, seed, seededRandom(7), { skipOptional: 0 });
const view = evaluateFlow(compiled, answers, seed);
const check = checkResponse(compiled, answers, seed);

console.log(
  `survey: ${compiled.nodes.size} nodes, ${document.options.length} options, ${document.logic.length} rules`,
);
console.log(
  `answers: ${Object.keys(answers).length}, visible questions ${view.questions.size}, pages ${view.pages.length}, check ok: ${check.ok}`,
);
console.log(`compile (once per document):  ${compileMs.toFixed(2)} ms`);
console.log(`evaluateFlow, full answer set: ${stats(time(() => evaluateFlow(compiled, answers, seed)))}`);
console.log(`checkResponse:                 ${stats(time(() => checkResponse(compiled, answers, seed)))}`);
