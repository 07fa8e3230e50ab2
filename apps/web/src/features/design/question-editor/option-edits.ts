import {
  addOptionGroup,
  closeLoop,
  type DesignTree,
  editOption,
  type NodePatch,
  type OptionPatch,
  removeQuestionOptions,
  renumberOptionCodes,
  type SaveOptionsInput,
  type SortOptionsInput,
  saveOptions,
  sortOptions,
  updateLoop,
  updateNode,
  updateOptionCodes,
} from '@cairn/core';
import type { DesignEdit } from '../edit-queue.ts';

/**
 * The editor's calls as design edits: path and body as the server takes them (contract's option
 * and node bodies, surveyCode added by the sender) and the same core operation the server runs
 * for that path (apps/server/src/modules/design/option-routes.ts, node-routes.ts), so each shows
 * at once. Ids may be temp ids of records not yet answered: the queue resolves them in bodies,
 * which is why removal always uses the batch path (an id in a path would not be resolved).
 */
type Body = Record<string, unknown>;
const as = <T>(body: Body) => body as unknown as T;

export function saveOptionsEdit(input: SaveOptionsInput): DesignEdit {
  return {
    path: '/nodes/option/save',
    body: { ...input },
    run: (tree, body, ctx) => saveOptions(tree, as<SaveOptionsInput>(body), ctx),
  };
}

export function optionTitleEdit(nodeId: number, id: number, title: string): DesignEdit {
  return {
    path: '/nodes/option/title',
    body: { nodeId, id, title },
    run: (tree, body) =>
      editOption(tree, {
        nodeId: body.nodeId as number,
        id: body.id as number,
        patch: { title: body.title as string },
      }),
  };
}

/** Exclusive, other, required text of "other", right title ... (nodes/option/update). */
export function optionUpdateEdit(nodeId: number, id: number, patch: OptionPatch): DesignEdit {
  return {
    path: '/nodes/option/update',
    body: { nodeId, id, ...patch },
    run: (tree, body) => {
      const { nodeId: node, id: option, ...rest } = body;
      return editOption(tree, { nodeId: node as number, id: option as number, patch: rest as OptionPatch });
    },
  };
}

export function removeOptionsEdit(nodeId: number, ids: readonly number[]): DesignEdit {
  return {
    path: '/nodes/option/remove/batch',
    body: { nodeId, ids: [...ids] },
    run: (tree, body) =>
      removeQuestionOptions(tree, { nodeId: body.nodeId as number, ids: body.ids as number[] }),
  };
}

export function groupOptionsEdit(nodeId: number, optionIds: readonly number[]): DesignEdit {
  return {
    path: '/nodes/option/save-group',
    body: { nodeId, optionIds: [...optionIds] },
    run: (tree, body, ctx) =>
      addOptionGroup(tree, { nodeId: body.nodeId as number, optionIds: body.optionIds as number[] }, ctx),
  };
}

export function optionCodeEdit(nodeId: number, id: number, code: string): DesignEdit {
  return {
    path: '/nodes/option/code',
    body: { nodeId, id, code },
    run: (tree, body) =>
      updateOptionCodes(tree, {
        nodeId: body.nodeId as number,
        items: [{ id: body.id as number, code: body.code as string }],
      }),
  };
}

/** A pasted list of codes, checked together (codes may swap): nodes/option/code/batch. */
export function optionCodesBatchEdit(
  nodeId: number,
  items: readonly { id: number; code: string }[],
): DesignEdit {
  return {
    path: '/nodes/option/code/batch',
    body: { nodeId, items: items.map((item) => ({ ...item })) },
    run: (tree, body) =>
      updateOptionCodes(tree, {
        nodeId: body.nodeId as number,
        items: body.items as { id: number; code: string }[],
      }),
  };
}

export function renumberCodesEdit(nodeId: number): DesignEdit {
  return {
    path: '/nodes/option/code',
    body: { nodeId, auto: true },
    run: (tree, body) => renumberOptionCodes(tree, { nodeId: body.nodeId as number }),
  };
}

export function sortOptionsEdit(input: SortOptionsInput): DesignEdit {
  return {
    path: '/nodes/option/sort',
    body: { nodeId: input.nodeId, items: input.items.map((item) => ({ ...item })) },
    run: (tree, body) => sortOptions(tree, as<SortOptionsInput>(body)),
  };
}

/** Any node field: setting (merged), subType, attribute, title ... (nodes/update). */
export function nodeUpdateEdit(id: number, patch: NodePatch): DesignEdit {
  return {
    path: '/nodes/update',
    body: { id, ...patch },
    run: (tree: DesignTree, body) => {
      const { id: nodeId, ...rest } = body;
      return updateNode(tree, { id: nodeId as number, patch: rest as NodePatch });
    },
  };
}

export function loopEdit(input: {
  id: number;
  sourceId: number;
  mode: number;
  optionIds: number[];
}): DesignEdit {
  return {
    path: '/nodes/update/loop',
    body: { ...input },
    run: (tree, body) => updateLoop(tree, as<typeof input>(body)),
  };
}

export function closeLoopEdit(id: number): DesignEdit {
  return {
    path: '/nodes/close/loop',
    body: { id },
    run: (tree, body) => closeLoop(tree, { id: body.id as number }),
  };
}

/**
 * Pasted options replacing the current ones (after the author confirmed): the old ones go, then
 * the new ones are saved, as two edits in order.
 */
export function replaceOptionsEdits(
  nodeId: number,
  type: 1 | 2,
  removeIds: readonly number[],
  titles: readonly string[],
): DesignEdit[] {
  const save = saveOptionsEdit({ nodeId, type, options: [...titles] });
  return removeIds.length > 0 ? [removeOptionsEdit(nodeId, removeIds), save] : [save];
}
