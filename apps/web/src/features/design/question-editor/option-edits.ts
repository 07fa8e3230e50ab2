import { nodesApi, optionsApi } from '@cairn/contract';
import type { NodePatch, OptionPatch, SaveOptionsInput, SortOptionsInput } from '@cairn/core';
import { designEdit } from '../design-edits.ts';
import type { TreeCallEdit } from '../edit-queue.ts';

/**
 * The editor's calls as design edits (contract design/option-calls.ts, node-calls.ts): each shows
 * at once through the endpoint's own core operation. Ids may be temp ids of records not yet
 * answered: the queue resolves them in the input, path parameters included.
 */

export const saveOptionsEdit = (input: SaveOptionsInput) => designEdit(optionsApi.save, input);

export const optionTitleEdit = (nodeId: number, id: number, title: string) =>
  designEdit(optionsApi.title, { nodeId, id, title });

/** Exclusive, other, required text of "other", right title ... (nodes/option/update). */
export const optionUpdateEdit = (nodeId: number, id: number, patch: OptionPatch) =>
  designEdit(optionsApi.update, { nodeId, id, ...patch });

export const removeOptionsEdit = (nodeId: number, ids: readonly number[]) =>
  designEdit(optionsApi.removeBatch, { nodeId, ids: [...ids] });

export const groupOptionsEdit = (nodeId: number, optionIds: readonly number[]) =>
  designEdit(optionsApi.saveGroup, { nodeId, optionIds: [...optionIds] });

export const optionCodeEdit = (nodeId: number, id: number, code: string) =>
  designEdit(optionsApi.code, { nodeId, id, code });

/** A pasted list of codes, checked together (codes may swap): nodes/option/code/batch. */
export const optionCodesBatchEdit = (nodeId: number, items: readonly { id: number; code: string }[]) =>
  designEdit(optionsApi.codeBatch, { nodeId, items: items.map((item) => ({ ...item })) });

export const renumberCodesEdit = (nodeId: number) => designEdit(optionsApi.code, { nodeId, auto: true });

export const sortOptionsEdit = (input: SortOptionsInput) =>
  designEdit(optionsApi.sort, { nodeId: input.nodeId, items: input.items.map((item) => ({ ...item })) });

/** Any node field: setting (merged), subType, attribute, title ... (nodes/update). */
export const nodeUpdateEdit = (id: number, patch: NodePatch) => designEdit(nodesApi.update, { id, ...patch });

export const loopEdit = (input: { id: number; sourceId: number; mode: number; optionIds: number[] }) =>
  designEdit(nodesApi.updateLoop, { ...input });

export const closeLoopEdit = (id: number) => designEdit(nodesApi.closeLoop, { id });

/**
 * Pasted options replacing the current ones (after the author confirmed): the old ones go, then
 * the new ones are saved, as two edits in order.
 */
export function replaceOptionsEdits(
  nodeId: number,
  type: 1 | 2,
  removeIds: readonly number[],
  titles: readonly string[],
): TreeCallEdit[] {
  const save = saveOptionsEdit({ nodeId, type, options: [...titles] });
  return removeIds.length > 0 ? [removeOptionsEdit(nodeId, removeIds), save] : [save];
}
