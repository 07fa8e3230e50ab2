import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { SequenceMode } from '../survey/flow.ts';
import { aDocument } from '../testing/document-builder.ts';
import { compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { hashString, orderItems, sequenceOf } from './seeded-random.ts';

const items = Array.from({ length: 12 }, (_, i) => i + 1);
const order = (mode: number, seed: string, fixed: number[] = [], listKey = 'n1') =>
  orderItems({
    items,
    idOf: (id) => id,
    sequence: sequenceOf({ order: mode, fixed_ids: fixed }),
    seed,
    listKey,
  });
const seeds = Array.from({ length: 20 }, (_, i) => `response-${i}`);

describe('seeded orders', () => {
  it('ordered keeps the list as written', () => {
    expect(order(SequenceMode.Ordered, 'a')).toEqual(items);
  });

  it.each([SequenceMode.Random, SequenceMode.Loop, SequenceMode.Reorder, SequenceMode.ForwardReverse])(
    'mode %i: same seed same order, a permutation, and seeds differ',
    (mode) => {
      expect(order(mode, 'a')).toEqual(order(mode, 'a'));
      expect([...order(mode, 'b')].sort((x, y) => x - y)).toEqual(items);
      const distinct = new Set(seeds.map((seed) => order(mode, seed).join(',')));
      expect(distinct.size).toBeGreaterThan(1);
    },
  );

  it('loop rotates the start; forward/reverse is one of the two directions', () => {
    for (const seed of seeds) {
      const rotated = order(SequenceMode.Loop, seed);
      const start = items.indexOf(rotated[0] as number);
      expect(rotated).toEqual([...items.slice(start), ...items.slice(0, start)]);
      expect([items.join(), [...items].reverse().join()]).toContain(
        order(SequenceMode.ForwardReverse, seed).join(),
      );
    }
  });

  it('fixed ids keep their places whatever the seed', () => {
    for (const seed of seeds) {
      const shuffled = order(SequenceMode.Random, seed, [1, 12, 6]);
      expect([shuffled[0], shuffled[5], shuffled[11]]).toEqual([1, 6, 12]);
    }
  });

  it('different lists of one respondent draw independently', () => {
    const differ = seeds.filter(
      (seed) => order(1, seed, [], 'n1').join() !== order(1, seed, [], 'n2').join(),
    );
    expect(differ.length).toBeGreaterThan(0);
  });

  it('hashes spread', () => {
    expect(new Set(seeds.map(hashString)).size).toBe(seeds.length);
  });
});

describe('orders in a survey', () => {
  const b = aDocument()
    .group('Block', { order: SequenceMode.Random, fixed_ids: [] })
    .question(QuestionType.OpenText, { code: 'Q1' })
    .question(QuestionType.OpenText, { code: 'Q2' })
    .question(QuestionType.OpenText, { code: 'Q3' })
    .page()
    .question(QuestionType.OpenText, { code: 'Q4' })
    .question(QuestionType.OpenText, { code: 'Q5' })
    .question(QuestionType.SingleChoice, {
      code: 'Q6',
      options: ['A', 'B', 'C', 'D', 'Other'],
      setting: { order: SequenceMode.Reorder },
    })
    .question(QuestionType.SingleChoice, {
      code: 'Q7',
      mirrorOf: 'Q6',
      setting: { order: SequenceMode.Reorder },
    })
    .end();
  const compiled = compileSurvey(b.build());
  const pageBreak = Number(
    Object.keys(b.ids)
      .find((k) => k.startsWith('page'))
      ?.slice(4),
  );

  it('shuffles a group within its pages per respondent, and re-orders mirrors like their source', () => {
    const pages = new Set<string>();
    for (const seed of seeds) {
      const view = evaluateFlow(compiled, {}, seed);
      expect(view.pages).toHaveLength(2);
      expect(view.pages[1]?.key).toBe(String(pageBreak));
      expect(view.pages[0]?.questions.map((q) => q.node.code).sort()).toEqual(['Q1', 'Q2', 'Q3']);
      pages.add(view.pages.map((page) => page.questions.map((q) => q.node.code).join()).join('|'));
      const q6 = view.questions.get(String(b.ids.Q6))?.options.map((o) => o.title);
      const q7 = view.questions.get(String(b.ids.Q7))?.options.map((o) => o.title);
      expect(q7).toEqual(q6);
      expect(evaluateFlow(compiled, {}, seed).pages.map((p) => p.questions.map((q) => q.key))).toEqual(
        view.pages.map((p) => p.questions.map((q) => q.key)),
      );
    }
    expect(pages.size).toBeGreaterThan(1);
  });
});
