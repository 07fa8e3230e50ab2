import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode, isQuestionNode } from '../question-types/registry.ts';
import { applyChange } from '../testing/apply-change.ts';
import { aSurvey } from '../testing/builders.ts';
import { applyRandomOp, randomOp } from '../testing/random-ops.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { type DesignTree, liveNodesInOrder, optionsOfNode, toRecords } from './design-tree.ts';
import { insertSnapshots } from './insert-snapshots.ts';
import { snapshotOfQuestion } from './question-snapshot.ts';

const sortById = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id);
const liveQuestions = (tree: DesignTree) => liveNodesInOrder(tree).filter(isQuestionNode);

/** What an inserted question must look like whatever it was copied from: the source's content. */
const content = (tree: DesignTree, node: NodeRecord) => ({
  type: node.type,
  subType: node.subType,
  options: optionsOfNode(tree, node.id).map((o) => [o.type, o.isGroup, o.code, o.title]),
});

describe('inserting library questions into randomly edited surveys', () => {
  it('keeps the tree healthy, reports the exact change, and gives fresh codes after the anchor', () => {
    fc.assert(
      fc.property(
        fc.array(randomOp, { maxLength: 25 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (ops, picks, anchorPick) => {
          let { tree, ctx } = aSurvey()
            .withGroup()
            .withQuestion(QuestionType.Matrix)
            .withQuestion(QuestionType.Cascade)
            .withQuestion(QuestionType.SingleChoice)
            .build();
          for (const op of ops) {
            const result = applyRandomOp(tree, op, ctx);
            if (result?.ok) tree = result.tree;
          }
          const sources = liveQuestions(tree).filter((node) => !isContainerNode(node));
          fc.pre(sources.length > 0);
          const picked = picks.map((p) => sources[p % sources.length] as NodeRecord);
          const snapshots = picked.map((node) => {
            const made = snapshotOfQuestion(node, optionsOfNode(tree, node.id));
            if (!made.ok) throw new Error(made.issue.message);
            return made.snapshot;
          });
          const live = liveNodesInOrder(tree);
          const anchor = live[anchorPick % live.length] as NodeRecord;
          const result = insertSnapshots(tree, { snapshots, afterId: anchor.id }, ctx);
          // Snapshots of live questions always fit their types, and the survey is far from 1,000.
          expect(result.ok, JSON.stringify(!result.ok && result.issues)).toBe(true);
          if (!result.ok) return;

          expect(checkTreeInvariants(result.tree)).toEqual([]);
          const replayed = applyChange(toRecords(tree), result.change);
          expect(sortById(replayed.nodes)).toEqual(sortById(toRecords(result.tree).nodes));
          expect(sortById(replayed.options)).toEqual(sortById(toRecords(result.tree).options));

          const added = result.change.nodes.inserted;
          expect(added).toHaveLength(snapshots.length);
          expect(liveQuestions(result.tree)).toHaveLength(liveQuestions(tree).length + snapshots.length);
          const oldCodes = new Set([...tree.nodes.values()].map((n) => n.code));
          for (const [i, node] of added.entries()) {
            expect(content(result.tree, node)).toEqual(content(tree, picked[i] as NodeRecord));
            if (node.code !== null) expect(oldCodes.has(node.code)).toBe(false);
          }
          // One run, in order, right after the anchor or after the ancestor that could hold them.
          const siblings = result.tree.children.get(added[0]!.parentId) ?? [];
          const start = siblings.indexOf(added[0]!.id);
          expect(siblings.slice(start, start + added.length)).toEqual(added.map((n) => n.id));
          const before = siblings[start - 1];
          expect(before).toBeDefined();
          let ancestor: NodeRecord | undefined = anchor;
          while (ancestor && ancestor.id !== before) ancestor = tree.nodes.get(ancestor.parentId ?? -1);
          expect(ancestor?.id).toBe(before);
        },
      ),
      { numRuns: 100 },
    );
  });
});
