import { nodesApi } from '@cairn/contract';
import { buildSortPayload, type DesignTree, moveNode, type SortNodesInput } from '@cairn/core';
import type { Move } from './canvas-items.ts';
import { designEdit } from './design-edits.ts';
import type { DesignEdit } from './edit-queue.ts';

/** Spec doc 1 §4: a sort is sent 300 ms after the drop. */
export const SORT_DELAY_MS = 300;

/**
 * The sort payload that turns `before` into `after`: every live node whose parent or position
 * differs. Whatever happened in between (one drop or several), every parent touched ends with
 * positions 0..n-1 and the others keep theirs, which is what core's `sortNodes` checks.
 */
export function sortPayloadBetween(before: DesignTree, after: DesignTree): SortNodesInput | undefined {
  const items: SortNodesInput['items'] = [];
  for (const [parentId, ids] of after.children) {
    ids.forEach((id, position) => {
      const old = before.nodes.get(id);
      if (!old || old.parentId !== parentId || old.position !== position)
        items.push({ id, parentId, position });
    });
  }
  return items.length > 0 ? { items } : undefined;
}

export function sortEdit(payload: SortNodesInput): DesignEdit {
  return designEdit(nodesApi.sort, payload);
}

export interface DelayedSortDeps {
  /** The tree edits go on (the queue's shown tree). */
  tree: () => DesignTree;
  enqueue: (edit: DesignEdit) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  delayMs?: number;
}

/**
 * Holds drops for 300 ms before they become one sort edit, so a run of quick moves (keyboard
 * arrows, a corrected drop) is one call. Meanwhile `apply` shows the moves on whatever tree the
 * queue shows, so the canvas changes at once and other edits still show under them.
 */
export class DelayedSort {
  private moves: Move[] = [];
  /** The last `apply`: its base tree, how many moves it holds and its result. */
  private applied: { base: DesignTree; moves: number; tree: DesignTree } | null = null;
  private timer: unknown = null;
  private readonly listeners = new Set<() => void>();
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: DelayedSortDeps) {
    this.setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get waiting(): number {
    return this.moves.length;
  }

  /** Records a drop; false when it cannot apply (the drop is ignored). */
  move(move: Move): boolean {
    const base = this.deps.tree();
    const result = moveNode(this.apply(base), move);
    if (!result.ok) return false;
    this.moves.push(move);
    this.applied = { base, moves: this.moves.length, tree: result.tree };
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => this.flush(), this.deps.delayMs ?? SORT_DELAY_MS);
    this.emit();
    return true;
  }

  /** `tree` with the waiting moves on it (moves that no longer apply are skipped). */
  apply(tree: DesignTree): DesignTree {
    const last = this.applied;
    // The drop just made this tree: the session shows it at once, so it is not made twice.
    if (last && last.base === tree && last.moves === this.moves.length) return last.tree;
    let shown = tree;
    for (const move of this.moves) {
      const result = moveNode(shown, move);
      if (result.ok) shown = result.tree;
    }
    this.applied = { base: tree, moves: this.moves.length, tree: shown };
    return shown;
  }

  /** Sends the waiting moves now as one sort edit (also on leaving the screen). */
  flush(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    if (this.moves.length === 0) return;
    const before = this.deps.tree();
    // One drop: core's own payload (the spec's, with dragNodeId); several: their net effect.
    const [only] = this.moves;
    const payload =
      this.moves.length === 1 && only
        ? buildSortPayload(before, only)
        : sortPayloadBetween(before, this.apply(before));
    this.moves = [];
    this.applied = null;
    if (payload) this.deps.enqueue(sortEdit(payload));
    this.emit();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
