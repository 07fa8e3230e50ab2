/**
 * How a string is laid out in a system file. Up to 255 bytes it is one variable of 8-byte units.
 * A wider ("very long") string of width w is n = ceil(w / 252) segments, each a variable of its
 * own: every segment but the last 255 bytes wide, the last w − (n − 1)·252; the text is packed
 * 255 bytes to a segment (PSPP's "System File Format", very long string record, checked against
 * a file PSPP writes), the rest of each segment's units blank.
 */

export const SEGMENT_STRIDE = 252;
export const SEGMENT_BYTES = 255;

export function segmentWidths(width: number): number[] {
  if (width <= SEGMENT_BYTES) return [width];
  const n = Math.ceil(width / SEGMENT_STRIDE);
  return [...new Array<number>(n - 1).fill(SEGMENT_BYTES), width - (n - 1) * SEGMENT_STRIDE];
}

/** One segment in a case: which bytes of the text it holds and how many 8-byte units it takes. */
export interface Segment {
  from: number;
  length: number;
  units: number;
}

export function segmentsOf(width: number): Segment[] {
  return segmentWidths(width).map((segment, k) => {
    const from = width <= SEGMENT_BYTES ? 0 : k * SEGMENT_BYTES;
    return {
      from,
      length: Math.max(0, Math.min(segment, width - from, SEGMENT_BYTES)),
      units: Math.ceil(segment / 8),
    };
  });
}

/** 8-byte units a variable takes in a case (0: numeric, one unit). */
export function unitsOfWidth(width: number): number {
  return width === 0 ? 1 : segmentsOf(width).reduce((sum, s) => sum + s.units, 0);
}
