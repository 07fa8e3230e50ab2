/** A piece of an answer: highlighted (the clicked word) or not. */
export interface TextPiece {
  text: string;
  mark: boolean;
}

/**
 * An answer cut at the server's ranges ([start, end) UTF-16 offsets, in order). Ranges that
 * overlap, run backwards or past the end are clipped, so a bad range never loses text.
 */
export function highlightPieces(text: string, ranges: readonly (readonly [number, number])[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    const start = Math.max(at, Math.min(from, text.length));
    const end = Math.min(Math.max(start, to), text.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), mark: false });
    pieces.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}
