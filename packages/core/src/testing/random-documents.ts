import fc from 'fast-check';
import type { SurveyDocument } from '../document/schema.ts';
import { Operator } from '../logic/schema.ts';
import { QuestionType } from '../model/enums.ts';
import { aDocument, type DocumentBuilder, when } from './document-builder.ts';

/**
 * Random published surveys for engine property tests: questions of the types the simulator can
 * answer, page breaks, a group with a random order, a branch split and a loop, and rules over
 * earlier questions (display, option display, carry, jumps forward to a later question, the end
 * or screen-out). No validate rules: a random one can refuse every answer. Built from a recipe of small numbers so fast-check can shrink it.
 */
const TYPES = [
  QuestionType.SingleChoice,
  QuestionType.MultipleChoice,
  QuestionType.Nps,
  QuestionType.OpenText,
  QuestionType.Rank,
] as const;

interface Recipe {
  questions: { type: number; page: boolean; required: boolean; order: number }[];
  rules: { kind: number; at: number; source: number; option: number; operator: number; target: number }[];
  split: number;
  loop: boolean;
}

const recipe: fc.Arbitrary<Recipe> = fc.record({
  questions: fc.array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      page: fc.boolean(),
      required: fc.boolean(),
      order: fc.nat(4),
    }),
    { minLength: 2, maxLength: 14 },
  ),
  rules: fc.array(
    fc.record({
      kind: fc.nat(3),
      at: fc.nat(),
      source: fc.nat(),
      option: fc.nat(3),
      operator: fc.constantFrom(...Object.values(Operator)),
      target: fc.nat(),
    }),
    { maxLength: 12 },
  ),
  split: fc.nat(),
  loop: fc.boolean(),
});

export const randomDocument: fc.Arbitrary<SurveyDocument> = recipe.map(build);

function build(r: Recipe): SurveyDocument {
  const b = aDocument();
  const codes: string[] = [];
  const split = 1 + (r.split % Math.max(1, r.questions.length - 1));
  r.questions.forEach((q, i) => {
    if (i === split) b.group('Block', { order: q.order });
    if (i === split + 2)
      b.end()
        .branch(7, when(b.id(codes[0] as string), Operator.Answered))
        .end();
    if (i === split + 2) b.branch(7, null);
    if (q.page && i > 0) b.page();
    const code = `Q${i + 1}`;
    b.question(q.type, {
      code,
      options: ['A', 'B', 'C', 'D'],
      setting: { required: q.required, order: q.order },
    });
    codes.push(code);
  });
  b.end();
  if (r.loop) {
    const source = codes.find((_, i) => r.questions[i]?.type === QuestionType.MultipleChoice);
    if (source) b.loop(source).question(QuestionType.Nps, { code: 'L1', title: 'About {{loop}}' }).end();
  }
  for (const rule of r.rules) addRule(b, codes, rule);
  return b.build();
}

function addRule(b: DocumentBuilder, codes: string[], rule: Recipe['rules'][number]): void {
  const at = 1 + (rule.at % (codes.length - 1));
  const source = b.id(codes[rule.source % at] as string);
  const nodeId = b.id(codes[at] as string);
  const optionIds = [b.optionId(codes[rule.source % at] as string, rule.option)];
  const value = rule.operator === Operator.CheckedCount ? 1 : rule.option * 3;
  const condition = when(source, rule.operator, { optionIds, value, value2: value + 4 });
  // Option rules touch A and B only, so a required question always keeps options to choose.
  const ownOption = b.optionId(codes[at] as string, rule.option % 2);
  switch (rule.kind) {
    case 0:
      b.rule({ type: 2, nodeId, action: rule.option % 2 ? 'show' : 'hide', condition });
      return;
    case 1:
      b.rule({
        type: 4,
        nodeId,
        action: (['show', 'hide', 'select', 'hide_select'] as const)[rule.option] ?? 'hide',
        optionIds: [ownOption],
        condition,
      });
      return;
    case 2: {
      const target = codes[at + 1 + (rule.target % Math.max(1, codes.length - at - 1))];
      if (target) b.rule({ type: 1, nodeId, target: { kind: 'node', nodeId: b.id(target) }, condition });
      return;
    }
    default:
      b.rule({ type: 1, nodeId, target: { kind: rule.target % 2 ? 'end' : 'screen_out' }, condition });
  }
}
