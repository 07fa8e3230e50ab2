import fc from 'fast-check';
import { autoCodeQuestions } from '../codes/auto-code.ts';
import { renumberOptionCodes } from '../codes/renumber-option-codes.ts';
import { updateNodeCodes } from '../codes/update-node-codes.ts';
import { updateOptionCodes } from '../codes/update-option-codes.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode, QUESTION_TYPES } from '../question-types/registry.ts';
import type { OpContext, TreeResult } from '../tree/change.ts';
import { copyNode } from '../tree/copy-after.ts';
import { deleteNode } from '../tree/delete-node.ts';
import { type DesignTree, liveNodesInOrder, trashedNodes } from '../tree/design-tree.ts';
import { insertNode } from '../tree/insert-after.ts';
import { linkQuestion, unlinkQuestion } from '../tree/link-options.ts';
import { updateLoop } from '../tree/loop-source.ts';
import { addOptionGroup } from '../tree/option-groups.ts';
import { addOptions, removeOptions } from '../tree/options.ts';
import { purgeTrash } from '../tree/purge.ts';
import { restoreNode } from '../tree/restore.ts';
import { moveNode } from '../tree/sort-nodes.ts';
import { sortOptions } from '../tree/sort-options.ts';

/**
 * Random editing sessions for property tests. An operation names its targets by small numbers
 * that are resolved against the tree when it runs (index modulo the live list), so any sequence
 * is meaningful whatever the earlier operations did. Some are meant to fail (a code clash).
 */
export type RandomOp =
  | { kind: 'insert'; what: number | 'group'; at: number; inside: boolean }
  | { kind: 'copy' | 'delete' | 'restore' | 'unlink' | 'renumber'; at: number }
  | { kind: 'purge'; at: number; all: boolean }
  | { kind: 'move'; at: number; to: number; index: number }
  | { kind: 'addOptions'; at: number; count: number; type: 1 | 2 }
  | { kind: 'removeOption' | 'groupOptions'; at: number; option: number }
  | { kind: 'sortOptions'; at: number; seed: number }
  | { kind: 'link' | 'loop'; at: number; source: number }
  | { kind: 'nodeCode'; at: number; other: number }
  | { kind: 'optionCode'; at: number; option: number; code: number }
  | { kind: 'autoCode'; mode: 'sequential' | 'group' };

const at = fc.nat(50);
const WHAT: (number | 'group')[] = ['group', ...QUESTION_TYPES.map((definition) => definition.type)];

export const randomOp: fc.Arbitrary<RandomOp> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      what: fc.constantFrom(...WHAT),
      at,
      inside: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('copy' as const, 'unlink' as const, 'renumber' as const),
      at,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('restore' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('purge' as const), at, all: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), at, to: at, index: at }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addOptions' as const),
      at,
      count: fc.integer({ min: 1, max: 3 }),
      type: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('removeOption' as const, 'groupOptions' as const),
      at,
      option: at,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sortOptions' as const), at, seed: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('link' as const, 'loop' as const), at, source: at }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nodeCode' as const), at, other: at }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('optionCode' as const),
      at,
      option: at,
      code: fc.integer({ min: 1, max: 9 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('autoCode' as const),
      mode: fc.constantFrom('sequential' as const, 'group' as const),
    }),
  },
);

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const copy = [...list];
  let state = seed || 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Runs one random operation; undefined when it has nothing to act on. */
export function applyRandomOp(tree: DesignTree, op: RandomOp, ctx: OpContext): TreeResult | undefined {
  const live = liveNodesInOrder(tree);
  const questions = live.filter((node) => node.model === 1 && !isContainerNode(node));
  const target = (list: NodeRecord[] = live) => pick(list, 'at' in op ? op.at : 0);
  const optionIdsOf = (node: NodeRecord) => tree.optionsOf.get(node.id) ?? [];
  switch (op.kind) {
    case 'insert': {
      const anchor = target();
      if (!anchor) return insertNode(tree, { what: op.what }, ctx);
      return op.inside && isContainerNode(anchor)
        ? insertNode(tree, { what: op.what, parentId: anchor.id }, ctx)
        : insertNode(tree, { what: op.what, afterId: anchor.id }, ctx);
    }
    case 'copy':
      return runOn(target(), (node) => copyNode(tree, { id: node.id }, ctx));
    case 'delete':
      return runOn(target(), (node) => deleteNode(tree, { id: node.id }, ctx));
    case 'restore':
      return runOn(pick(trashedNodes(tree), op.at), (node) => restoreNode(tree, { id: node.id }));
    case 'purge':
      if (op.all) return purgeTrash(tree);
      return runOn(pick(trashedNodes(tree), op.at), (node) => purgeTrash(tree, { ids: [node.id] }));
    case 'move': {
      const parents = [null, ...live.filter(isContainerNode).map((node) => node.id)];
      return runOn(target(), (node) =>
        moveNode(tree, { id: node.id, parentId: pick(parents, op.to) ?? null, index: op.index }),
      );
    }
    case 'addOptions':
      return runOn(target(questions), (node) =>
        addOptions(tree, { nodeId: node.id, count: op.count, type: op.type }, ctx),
      );
    case 'removeOption':
      return runOn(target(questions), (node) => {
        const option = pick(optionIdsOf(node), op.option);
        return option === undefined ? undefined : removeOptions(tree, { nodeId: node.id, ids: [option] });
      });
    case 'groupOptions':
      return runOn(target(questions), (node) => {
        const option = pick(optionIdsOf(node), op.option);
        return option === undefined
          ? undefined
          : addOptionGroup(tree, { nodeId: node.id, optionIds: [option] }, ctx);
      });
    case 'sortOptions':
      return runOn(target(questions), (node) =>
        sortOptions(tree, {
          nodeId: node.id,
          items: shuffle(optionIdsOf(node), op.seed).map((id) => ({ id })),
        }),
      );
    case 'link':
      return runOn(target(questions), (node) =>
        runOn(pick(questions, op.source), (source) =>
          linkQuestion(tree, { nodeId: node.id, sourceId: source.id }, ctx),
        ),
      );
    case 'loop': {
      const loops = live.filter((node) => node.model === 1 && isContainerNode(node));
      return runOn(pick(loops, op.at), (loop) =>
        runOn(pick(questions, op.source), (source) => updateLoop(tree, { id: loop.id, sourceId: source.id })),
      );
    }
    case 'unlink':
      return runOn(target(questions), (node) => unlinkQuestion(tree, { nodeId: node.id }));
    case 'renumber':
      return runOn(target(questions), (node) => renumberOptionCodes(tree, { nodeId: node.id }));
    case 'nodeCode': {
      const coded = questions.filter((node) => node.code !== null);
      return runOn(pick(coded, op.at), (node) => {
        const other = pick(coded, op.other);
        const code = op.other % 2 === 0 && other ? (other.code as string) : `X${op.other}`;
        return updateNodeCodes(tree, [{ id: node.id, code }]);
      });
    }
    case 'optionCode':
      return runOn(target(questions), (node) => {
        const option = pick(optionIdsOf(node), op.option);
        if (option === undefined) return undefined;
        return updateOptionCodes(tree, { nodeId: node.id, items: [{ id: option, code: String(op.code) }] });
      });
    case 'autoCode':
      return autoCodeQuestions(tree, { prefix: 'A', mode: op.mode });
  }
}

function runOn<T>(item: T | undefined, run: (item: T) => TreeResult | undefined): TreeResult | undefined {
  return item === undefined ? undefined : run(item);
}
