/** Weighted counts keep one decimal; whole counts none. */
export function formatCount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}%`;
}

/** A text cut into plain and highlighted pieces by [start, end) ranges (in order, not overlapping). */
export function highlightPieces(
  text: string,
  ranges: readonly [number, number][],
): { text: string; hit: boolean }[] {
  const pieces: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), hit: false });
    pieces.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), hit: false });
  return pieces;
}
