import {
  addBranchPath,
  type Condition,
  closeLoop,
  removeBranchPath,
  setOrderMode,
  sortBranchPaths,
  switchBranchOff,
  switchBranchOn,
  updateBranchPath,
  updateLoop,
} from '@cairn/core';
import type { DesignEdit } from '../design/edit-queue.ts';

/**
 * The flow tab's edits: each the call and body of apps/server's flow and loop routes with the core
 * operation the route runs, so the flow redraws at once exactly as the server will store it.
 */

type Body = Record<string, unknown>;
const num = (body: Body, key: string) => body[key] as number;

export function branchOnEdit(fromId: number, toId?: number): DesignEdit {
  return {
    path: '/nodes/branch/switch',
    body: toId === undefined ? { on: true, fromId } : { on: true, fromId, toId },
    run: (tree, body, ctx) =>
      switchBranchOn(tree, { fromId: num(body, 'fromId'), toId: body.toId as number | undefined }, ctx),
  };
}

export function branchOffEdit(id: number): DesignEdit {
  return {
    path: '/nodes/branch/switch',
    body: { on: false, id },
    run: (tree, body) => switchBranchOff(tree, { id: num(body, 'id') }),
  };
}

export function addPathEdit(afterId: number): DesignEdit {
  return {
    path: '/nodes/branch/path',
    body: { id: afterId },
    run: (tree, body, ctx) => addBranchPath(tree, { id: num(body, 'id') }, ctx),
  };
}

export function removePathEdit(id: number): DesignEdit {
  return {
    path: '/nodes/branch/remove',
    body: { id },
    run: (tree, body) => removeBranchPath(tree, { id: num(body, 'id') }),
  };
}

export function sortPathsEdit(ids: number[]): DesignEdit {
  return {
    path: '/nodes/branch/sort',
    body: { ids },
    run: (tree, body) => sortBranchPaths(tree, { ids: body.ids as number[] }),
  };
}

export function updatePathEdit(
  id: number,
  change: { name?: string; condition?: Condition | null },
): DesignEdit {
  return {
    path: '/nodes/branch/update',
    body: { id, ...change },
    run: (tree, body) => updateBranchPath(tree, body as { id: number; name?: string; condition?: unknown }),
  };
}

export function orderEdit(id: number, order: number, fixedIds: number[]): DesignEdit {
  return {
    path: '/nodes/order',
    body: { id, order, fixedIds },
    run: (tree, body) =>
      setOrderMode(tree, {
        id: num(body, 'id'),
        order: num(body, 'order'),
        fixedIds: body.fixedIds as number[],
      }),
  };
}

export function loopEdit(id: number, sourceId: number, mode: number, optionIds: number[]): DesignEdit {
  return {
    path: '/nodes/update/loop',
    body: { id, sourceId, mode, optionIds },
    run: (tree, body) =>
      updateLoop(tree, {
        id: num(body, 'id'),
        sourceId: num(body, 'sourceId'),
        mode: num(body, 'mode'),
        optionIds: body.optionIds as number[],
      }),
  };
}

export function closeLoopEdit(id: number): DesignEdit {
  return {
    path: '/nodes/close/loop',
    body: { id },
    run: (tree, body) => closeLoop(tree, { id: num(body, 'id') }),
  };
}
