import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode } from '../question-types/registry.ts';
import { applyChange } from '../testing/apply-change.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { applyRandomOp, type RandomOp, randomOp } from '../testing/random-ops.ts';
import type { OpContext } from './change.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { deleteNode } from './delete-node.ts';
import { type DesignTree, liveNodesInOrder, optionsOfNode, toRecords } from './design-tree.ts';
import { restoreNode } from './restore.ts';

function startingSurvey() {
  return aSurvey()
    .withGroup()
    .withQuestion(QuestionType.SingleChoice)
    .withQuestion(QuestionType.Matrix)
    .withQuestion(QuestionType.Cascade)
    .withGroup()
    .withQuestion(QuestionType.MultipleChoice)
    .withLoop('Q1')
    .withQuestion(QuestionType.OpenText)
    .endLoop()
    .atTopLevel()
    .withQuestion(QuestionType.Evaluate)
    .build();
}

const sortById = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id);

/** Runs a session; after every step the tree is healthy and the change is exactly the difference. */
function runSession(ops: RandomOp[], tree: DesignTree, ctx: OpContext): DesignTree {
  let current = tree;
  for (const op of ops) {
    const result = applyRandomOp(current, op, ctx);
    if (!result?.ok) continue;
    expect(checkTreeInvariants(result.tree), JSON.stringify(op)).toEqual([]);
    const replayed = applyChange(toRecords(current), result.change);
    const after = toRecords(result.tree);
    expect(sortById(replayed.nodes)).toEqual(sortById(after.nodes));
    expect(sortById(replayed.options)).toEqual(sortById(after.options));
    current = result.tree;
  }
  return current;
}

const questionsOf = (tree: DesignTree) =>
  liveNodesInOrder(tree).filter((node) => node.model === 1 && !isContainerNode(node));

describe('tree operations over random editing sessions', () => {
  it('keep codes unique, positions contiguous, no orphans, and report exact changes', () => {
    fc.assert(
      fc.property(fc.array(randomOp, { maxLength: 30 }), (ops) => {
        const { tree, ctx } = startingSurvey();
        runSession(ops, tree, ctx);
      }),
      { numRuns: 120 },
    );
  });

  it('put a deleted question back where it was, with its options and code', () => {
    fc.assert(
      fc.property(fc.array(randomOp, { maxLength: 20 }), fc.nat(), (ops, pickIndex) => {
        const { tree: start, ctx } = startingSurvey();
        const tree = runSession(ops, start, ctx);
        const questions = questionsOf(tree);
        fc.pre(questions.length > 0);
        const question = questions[pickIndex % questions.length] as NodeRecord;
        const deleted = unwrap(deleteNode(tree, { id: question.id }, ctx)).tree;
        const restored = unwrap(restoreNode(deleted, { id: question.id })).tree;
        expect(restored.nodes.get(question.id)).toEqual(question);
        expect(optionsOfNode(restored, question.id)).toEqual(optionsOfNode(tree, question.id));
        expect(restored.children.get(question.parentId)).toEqual(tree.children.get(question.parentId));
        expect(checkTreeInvariants(restored)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('restore after further edits lands next to the old neighbour, wherever it went', () => {
    fc.assert(
      fc.property(
        fc.array(randomOp, { maxLength: 15 }),
        fc.nat(),
        fc.array(randomOp, { maxLength: 10 }),
        (before, pickIndex, after) => {
          const { tree: start, ctx } = startingSurvey();
          const tree = runSession(before, start, ctx);
          const questions = questionsOf(tree);
          fc.pre(questions.length > 0);
          const question = questions[pickIndex % questions.length] as NodeRecord;
          const deleted = unwrap(deleteNode(tree, { id: question.id }, ctx)).tree;
          const later = runSession(after, deleted, ctx);
          if (later.nodes.get(question.id)?.deletedAt === null || !later.nodes.has(question.id)) return;
          // The neighbour of its latest deletion: the later session may restore it and delete it
          // again somewhere else (seed 1982492331 did), and the trash remembers that place.
          const previousId = later.nodes.get(question.id)?.trash?.previousId ?? null;
          const result = restoreNode(later, { id: question.id });
          if (!result.ok) {
            expect(result.issues.map((found) => found.code)).toEqual(
              expect.arrayContaining([expect.stringMatching(/A0114|A0211/)]),
            );
            return;
          }
          const back = result.tree.nodes.get(question.id) as NodeRecord;
          // Restore keeps the code the question has in the trash. That is not always its first
          // code: the later session may restore it, auto-code it and delete it again.
          expect(back.code).toBe(later.nodes.get(question.id)?.code);
          expect(optionsOfNode(result.tree, question.id).map((o) => o.id)).toEqual(
            optionsOfNode(later, question.id).map((o) => o.id),
          );
          const previous = previousId === null ? undefined : result.tree.nodes.get(previousId);
          if (previous && previous.deletedAt === null && previous.parentId === back.parentId) {
            expect(back.position).toBe(previous.position + 1);
          }
          expect(checkTreeInvariants(result.tree)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
