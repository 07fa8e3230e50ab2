/** A response's weight from the arrays a worker thread is sent: 1 for a response not listed. */
export function weightLookup(
  table: { ids: string[]; weights: Float64Array } | null,
): ((id: string) => number) | null {
  if (!table) return null;
  const byId = new Map<string, number>();
  for (let i = 0; i < table.ids.length; i++) byId.set(table.ids[i]!, table.weights[i]!);
  return (id) => byId.get(id) ?? 1;
}
