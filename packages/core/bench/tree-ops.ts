/**
 * Times single operations on the largest survey we support (1,000 questions, 5 options each,
 * in 20 groups). Prints figures, asserts nothing: `npx tsx packages/core/bench/tree-ops.ts`.
 */

import { autoCodeQuestions } from '../src/codes/auto-code.ts';
import { QuestionType } from '../src/model/enums.ts';
import { MAX_QUESTIONS_PER_SURVEY } from '../src/model/limits.ts';
import type { NodeRecord } from '../src/model/node.ts';
import type { OptionRecord } from '../src/model/option.ts';
import { testContext } from '../src/testing/context.ts';
import { copyNode } from '../src/tree/copy-after.ts';
import { deleteNode } from '../src/tree/delete-node.ts';
import { createDesignTree, type DesignTree, toRecords } from '../src/tree/design-tree.ts';
import { insertNode } from '../src/tree/insert-after.ts';
import { buildNestedTree, toNestedNodes } from '../src/tree/nested.ts';
import { newNodeRecord, newOptionRecord } from '../src/tree/new-records.ts';
import { addOptions } from '../src/tree/options.ts';
import { restoreNode } from '../src/tree/restore.ts';
import { moveNode } from '../src/tree/sort-nodes.ts';

function bigRecords(): { nodes: NodeRecord[]; options: OptionRecord[] } {
  const nodes: NodeRecord[] = [];
  const options: OptionRecord[] = [];
  let id = 1;
  for (let g = 0; g < 20; g++) {
    const group = newNodeRecord({ id: id++, surveyId: 1, model: 2, title: `G${g}`, position: g });
    nodes.push(group);
    // 900 questions: room left below the limit, so inserts and group copies succeed.
    for (let q = 0; q < (MAX_QUESTIONS_PER_SURVEY - 100) / 20; q++) {
      const n = nodes.length - g;
      const node = newNodeRecord({
        id: id++,
        surveyId: 1,
        model: 1,
        type: QuestionType.SingleChoice,
        title: 'q',
        code: `Q${n}`,
        parentId: group.id,
        position: q,
        setting: { required: true },
      });
      nodes.push(node);
      for (let o = 0; o < 5; o++) {
        options.push(
          newOptionRecord({
            id: id++,
            surveyId: 1,
            nodeId: node.id,
            title: `o${o}`,
            code: String(o + 1),
            position: o,
          }),
        );
      }
    }
  }
  return { nodes, options };
}

function time(label: string, run: () => { ok?: boolean } | unknown, repeat = 200): void {
  const first = run() as { ok?: boolean };
  if (first && first.ok === false) throw new Error(`${label} failed: ${JSON.stringify(first)}`);
  for (let i = 0; i < 20; i++) run();
  const start = performance.now();
  for (let i = 0; i < repeat; i++) run();
  console.log(`${label.padEnd(28)} ${((performance.now() - start) / repeat).toFixed(3)} ms`);
}

const records = bigRecords();
const tree: DesignTree = createDesignTree(1, records);
const ctx = testContext({ startId: 1_000_000 });
const groupId = records.nodes[0]?.id as number;
const questionId = records.nodes[10]?.id as number;
const secondGroupId = records.nodes.filter((node) => node.model === 2)[1]?.id as number;
console.log(`${records.nodes.length} nodes, ${records.options.length} options`);
time('createDesignTree', () => createDesignTree(1, records), 50);
time('insertNode (question)', () =>
  insertNode(tree, { what: QuestionType.MultipleChoice, afterId: questionId }, ctx),
);
time('copyNode (question)', () => copyNode(tree, { id: questionId }, ctx));
time('copyNode (group of 50)', () => copyNode(tree, { id: groupId }, ctx), 50);
time('deleteNode (question)', () => deleteNode(tree, { id: questionId }, ctx));
const trashed = deleteNode(tree, { id: questionId }, ctx);
if (trashed.ok) time('restoreNode', () => restoreNode(trashed.tree, { id: questionId }));
time('deleteNode (group)', () => deleteNode(tree, { id: groupId }, ctx));
time('moveNode (across groups)', () => moveNode(tree, { id: questionId, parentId: secondGroupId, index: 3 }));
time('addOptions', () => addOptions(tree, { nodeId: questionId, count: 1 }, ctx));
time('autoCodeQuestions', () => autoCodeQuestions(tree, { prefix: 'A', mode: 'group' }), 50);
time('toNestedNodes', () => toNestedNodes(tree), 50);
time('buildNestedTree', () => buildNestedTree({ surveyId: 1, ...toRecords(tree) }), 50);
