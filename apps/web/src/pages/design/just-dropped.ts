/** What a canvas slot last saw of its row: dragged or not, near the viewport or not. */
export interface DropWatch {
  dragged: boolean;
  near: boolean;
  /** The row was dropped and its slot has not reported near or far since. */
  justDropped: boolean;
}

/**
 * The next watch when a slot renders with `dragged` and `near`, or the same object when nothing
 * changed. A long drag scrolls the row's old place out of the neighbourhood; at the drop the slot
 * moves to where the row now stands, and until its observer reports, the row stays a full row
 * instead of turning into a stand-in for a frame (its question unmounted and mounted again).
 */
export function watchDrop(last: DropWatch, dragged: boolean, near: boolean): DropWatch {
  if (last.dragged === dragged && last.near === near) return last;
  return { dragged, near, justDropped: last.dragged && !dragged && last.near === near };
}
