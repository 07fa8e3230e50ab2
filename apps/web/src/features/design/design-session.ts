import type { DesignTreeView } from '@cairn/contract';
import type { DesignTree, Lang } from '@cairn/core';
import { type CanvasItem, flattenTree } from './canvas-items.ts';
import { DelayedSort } from './delayed-sort.ts';
import { type DesignEdit, DesignEditQueue, type QueueDeps, type QueueSnapshot } from './edit-queue.ts';
import { treeOfView } from './tree-view.ts';

/** What the canvas draws: the shown tree (held sorts on it) and its rows, computed once per change. */
export interface DesignState {
  snapshot: QueueSnapshot;
  tree: DesignTree;
  items: CanvasItem[];
  heldSorts: number;
}

export interface DesignSession {
  surveyCode: string;
  lang: Lang;
  queue: DesignEditQueue;
  sorter: DelayedSort;
  get: () => DesignState;
  subscribe: (listener: () => void) => () => void;
  /** Queues an edit after any held sort (so edits reach the server in the order they were made). */
  edit: (edit: DesignEdit) => ReturnType<DesignEditQueue['enqueue']>;
  /** Sends held sorts now (leaving the screen). Safe to call any number of times. */
  flush: () => void;
}

export interface SessionDeps {
  surveyCode: string;
  lang: Lang;
  view: DesignTreeView;
  send: QueueDeps['send'];
  load: () => Promise<DesignTreeView>;
  now?: () => string;
  /** Timers of the held sort (fake ones in tests). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * One open design screen: the edit queue over the loaded tree, the 300 ms sort hold in front of
 * it, and a cached state for `useSyncExternalStore` (the queue's snapshot is a new object per
 * call, so React needs one that only changes when something did).
 */
export function createDesignSession(deps: SessionDeps): DesignSession {
  const initial = treeOfView(deps.view);
  const queue = new DesignEditQueue(
    {
      surveyId: initial.tree.surveyId,
      lang: deps.lang,
      now: deps.now ?? (() => new Date().toISOString()),
      send: deps.send,
      reload: async () => treeOfView(await deps.load()),
    },
    initial,
  );
  const sorter = new DelayedSort({
    tree: () => queue.snapshot().tree,
    enqueue: (edit) => queue.enqueue(edit),
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
  });
  const listeners = new Set<() => void>();
  const compute = (previous: CanvasItem[] = []): DesignState => {
    const snapshot = queue.snapshot();
    const tree = sorter.waiting > 0 ? sorter.apply(snapshot.tree) : snapshot.tree;
    return { snapshot, tree, items: flattenTree(tree, previous), heldSorts: sorter.waiting };
  };
  let state = compute();
  const update = () => {
    state = compute(state.items);
    for (const listener of listeners) listener();
  };
  // Never unsubscribed: the session lives and goes with its screen (StrictMode remounts must
  // find it still listening).
  queue.subscribe(update);
  sorter.subscribe(update);
  return {
    surveyCode: deps.surveyCode,
    lang: deps.lang,
    queue,
    sorter,
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit: (edit) => {
      sorter.flush();
      return queue.enqueue(edit);
    },
    flush: () => sorter.flush(),
  };
}
