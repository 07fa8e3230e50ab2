/** The page ids after moving one a step left (-1) or right (+1); unchanged at either end. */
export function movedIds(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  out.splice(from, 1);
  out.splice(to, 0, id);
  return out;
}

/** The ids after a drag put `active` where `over` was. */
export function draggedIds(ids: readonly number[], active: number, over: number): number[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const out = [...ids];
  out.splice(from, 1);
  out.splice(to, 0, active);
  return out;
}
