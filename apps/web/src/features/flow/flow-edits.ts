import { flowApi, nodesApi } from '@cairn/contract';
import type { Condition } from '@cairn/core';
import { designEdit } from '../design/design-edits.ts';

/**
 * The flow tab's edits (contract design/flow-calls.ts, loops in node-calls.ts): each redraws the
 * flow at once through the endpoint's own core operation, exactly as the server will store it.
 */

export const branchOnEdit = (fromId: number, toId?: number) =>
  designEdit(flowApi.branchSwitch, toId === undefined ? { on: true, fromId } : { on: true, fromId, toId });

export const branchOffEdit = (id: number) => designEdit(flowApi.branchSwitch, { on: false, id });

export const addPathEdit = (afterId: number) => designEdit(flowApi.addPath, { id: afterId });

export const removePathEdit = (id: number) => designEdit(flowApi.removePath, { id });

export const sortPathsEdit = (ids: number[]) => designEdit(flowApi.sortPaths, { ids });

export const updatePathEdit = (id: number, change: { name?: string; condition?: Condition | null }) =>
  designEdit(flowApi.updatePath, { id, ...change });

export const orderEdit = (id: number, order: number, fixedIds: number[]) =>
  designEdit(flowApi.order, { id, order, fixedIds });

export const loopEdit = (id: number, sourceId: number, mode: number, optionIds: number[]) =>
  designEdit(nodesApi.updateLoop, { id, sourceId, mode, optionIds });

export const closeLoopEdit = (id: number) => designEdit(nodesApi.closeLoop, { id });
