/** A small seeded generator (mulberry32): the same survey shows the same tasks on every render. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The max-diff tasks: `sets` of them (0 = enough for each item to show about three times), each
 * with `perSet` different items. Items shown least so far go first, ties broken at random, so
 * every item appears about equally often; each task's order is shuffled. Seeded by the node id.
 */
export function designTasks(
  itemIds: readonly number[],
  perSet: number,
  sets: number,
  seed: number,
): number[][] {
  const size = Math.min(perSet, itemIds.length);
  if (size < 2) return [];
  const count = sets > 0 ? sets : Math.ceil((3 * itemIds.length) / size);
  const random = seeded(seed);
  const shown = new Map(itemIds.map((id) => [id, 0]));
  const tasks: number[][] = [];
  for (let i = 0; i < count; i++) {
    const chosen = itemIds
      .map((id) => ({ id, key: (shown.get(id) ?? 0) + random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, size)
      .map((entry) => entry.id);
    for (const id of chosen) shown.set(id, (shown.get(id) ?? 0) + 1);
    tasks.push(
      chosen
        .map((id) => ({ id, key: random() }))
        .sort((a, b) => a.key - b.key)
        .map((entry) => entry.id),
    );
  }
  return tasks;
}
