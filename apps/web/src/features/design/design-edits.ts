import { type EditInput, nodesApi, type TreeEditEndpoint, trashApi } from '@cairn/contract';
import type { AutoCodeInput, DesignTree, InsertInput, NodePatch, OpContext, TreeResult } from '@cairn/core';
import type { DesignEdit, TreeCallEdit } from './edit-queue.ts';

/**
 * A design edit: the endpoint and its input, typed by the endpoint's own params and body (without
 * `surveyCode`, which the sender adds). The queue runs the endpoint's core operation on the input
 * it sends, so what the canvas shows is what the server will store.
 */
export function designEdit<E extends TreeEditEndpoint>(
  endpoint: E,
  input: EditInput<E>,
  extra: Pick<TreeCallEdit, 'onAccepted' | 'optimistic'> = {},
): TreeCallEdit {
  return { endpoint, input: input as Record<string, unknown>, ...extra };
}

/** The design edits the canvas makes (contract design/node-calls.ts, trash-calls.ts). */

export const addNodeEdit = (input: InsertInput) => designEdit(nodesApi.add, input);

export const copyNodeEdit = (id: number) => designEdit(nodesApi.copy, { id });

/**
 * Questions go to the trash; a group gives its children to the top level. The id may be a temp id
 * of a question not yet acknowledged: the queue resolves it in the path as in any body.
 */
export const deleteNodeEdit = (id: number) => designEdit(nodesApi.remove, { id });

export const updateNodeEdit = (id: number, patch: NodePatch) => designEdit(nodesApi.update, { id, ...patch });

export const autoCodeEdit = (input: AutoCodeInput) => designEdit(nodesApi.autoCode, input);

/**
 * Trash edits have no local operation: GET nodes leaves the trash out, so the tree may not hold
 * the question; the server's answer brings it (and `onAccepted` fetches its options).
 */
export const restoreEdit = (ids: number[], onAccepted?: DesignEdit['onAccepted']) =>
  designEdit(trashApi.recover, { ids }, { onAccepted, optimistic: false });

export function purgeEdit(id?: number, onAccepted?: DesignEdit['onAccepted']): DesignEdit {
  return id === undefined
    ? designEdit(trashApi.purge, {}, { onAccepted, optimistic: false })
    : designEdit(trashApi.purgeOne, { id }, { onAccepted, optimistic: false });
}

/** What an edit's operation makes of a tree, without queueing it (a check before sending). */
export function tryEdit(edit: TreeCallEdit, tree: DesignTree, ctx: OpContext): TreeResult | undefined {
  return edit.endpoint.edit.run?.(tree, edit.input, ctx);
}
