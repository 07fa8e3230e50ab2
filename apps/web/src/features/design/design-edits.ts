import {
  type AutoCodeInput,
  autoCodeQuestions,
  copyNode,
  deleteNode,
  type InsertInput,
  insertNode,
  type NodePatch,
  updateNode,
} from '@cairn/core';
import type { DesignEdit } from './edit-queue.ts';

/**
 * The design edits the canvas makes: each the call and body of apps/server's node routes with the
 * core operation that route runs, so the queue shows it at once exactly as the server will store it.
 */

export function addNodeEdit(input: InsertInput): DesignEdit {
  return {
    path: '/nodes',
    body: { ...input },
    run: (tree, body, ctx) => insertNode(tree, body as unknown as InsertInput, ctx),
  };
}

export function copyNodeEdit(id: number): DesignEdit {
  return {
    path: '/nodes/copy',
    body: { id },
    run: (tree, body, ctx) => copyNode(tree, { id: body.id as number }, ctx),
  };
}

/** Questions go to the trash; a group gives its children to the top level. */
export function deleteNodeEdit(id: number): DesignEdit {
  return {
    path: `/nodes/remove/${id}`,
    body: {},
    run: (tree, _body, ctx) => deleteNode(tree, { id }, ctx),
  };
}

export function updateNodeEdit(id: number, patch: NodePatch): DesignEdit {
  return {
    path: '/nodes/update',
    body: { id, ...patch },
    run: (tree, body) => {
      const { id: target, ...rest } = body as { id: number } & NodePatch;
      return updateNode(tree, { id: target, patch: rest });
    },
  };
}

export function autoCodeEdit(input: AutoCodeInput): DesignEdit {
  return {
    path: '/nodes/auto/code',
    body: { ...input },
    run: (tree, body) => autoCodeQuestions(tree, body as unknown as AutoCodeInput),
  };
}

/**
 * Trash edits have no local operation: GET nodes leaves the trash out, so the tree may not hold
 * the question; the server's answer brings it (and `onAccepted` fetches its options).
 */
export function restoreEdit(ids: number[], onAccepted?: DesignEdit['onAccepted']): DesignEdit {
  return { path: '/nodes/trash/recovery', body: { ids }, onAccepted };
}

export function purgeEdit(id?: number, onAccepted?: DesignEdit['onAccepted']): DesignEdit {
  return id === undefined
    ? { path: '/nodes/trash/remove', body: {}, onAccepted }
    : { path: `/nodes/trash/remove/${id}`, body: {}, onAccepted };
}
