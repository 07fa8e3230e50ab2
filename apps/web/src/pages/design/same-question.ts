import type { Node } from '@cairn/core';

/** Fields that never change what a question looks like: where it stands. */
const PLACE = new Set(['position', 'parentId', 'children']);

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // Settings and option rows come back from the server as new objects with the same content.
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/**
 * Whether two views of a question draw the same: a sort renumbers siblings and the server's
 * answer brings equal rows as new objects, and neither should re-render survey-ui's question.
 */
export function sameQuestion(a: Node, b: Node): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as (keyof Node)[]) {
    if (PLACE.has(key)) continue;
    if (key === 'options') {
      if (a.options.length !== b.options.length) return false;
      if (!a.options.every((option, i) => sameValue(option, b.options[i]))) return false;
    } else if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}
