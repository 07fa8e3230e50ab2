import type { LogicRule } from '@cairn/core';

/** One logic change as the editor made it: the rule before (null: created) and after (null: removed). */
export interface LogicChange {
  before: LogicRule | null;
  after: LogicRule | null;
}

/** The call that takes a change back: remove what was created, put back what was replaced or removed. */
export type UndoCall = { kind: 'remove'; id: number } | { kind: 'save'; id?: number; rule: LogicRule };

/** How many changes can be taken back. */
export const UNDO_DEPTH = 10;

export function undoCallOf(change: LogicChange): UndoCall | null {
  if (change.before === null) return change.after ? { kind: 'remove', id: change.after.id } : null;
  // A removed rule comes back as a new rule (new id); a replaced one is replaced again.
  return change.after === null
    ? { kind: 'save', rule: change.before }
    : { kind: 'save', id: change.after.id, rule: change.before };
}

/** The stack after recording a change: newest last, at most UNDO_DEPTH. */
export function pushChange(stack: readonly LogicChange[], change: LogicChange): LogicChange[] {
  return [...stack, change].slice(-UNDO_DEPTH);
}

/**
 * Ids move when a removal is undone (the rule comes back with a new id): older entries that
 * named the old id now name the new one, so undoing further still finds the rule.
 */
export function renameRule(stack: readonly LogicChange[], oldId: number, rule: LogicRule): LogicChange[] {
  const swap = (r: LogicRule | null) => (r && r.id === oldId ? { ...r, id: rule.id } : r);
  return stack.map((change) => ({ before: swap(change.before), after: swap(change.after) }));
}
