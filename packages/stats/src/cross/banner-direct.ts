/** A banner group read through one byte per row and a lookup (banner.ts `BannerGroup.direct`). */
export interface DirectCodes {
  codes: Uint8Array;
  /** Raw code → group code (0 … group size − 1). */
  lookup: Uint16Array;
  /** The raw codes are below this. */
  span: number;
}

/** One coded single banner variable of a group: its raw codes, their lookup, and its stride in the group code. */
export interface DirectPart extends DirectCodes {
  stride: number;
}

/** Raw codes stay one byte, so the counting passes keep their four-rows-a-word paths (pair-words.ts). */
const MAX_SPAN = 256;

/**
 * Several coded single banner variables folded into one byte per row: raw code Σ code_d × m_d
 * (m_d the product of the spans before d), and one lookup from that raw code to the group code
 * Σ lookup_d[code_d] × stride_d. Without it such a group (a question × device banner) fills a
 * four-byte group code per row, one pass per variable, and is counted row by row; with it, one
 * pass of four rows a word makes the bytes and every stub counts them as it counts a single
 * banner variable. null when the spans' product passes one byte.
 */
export function combinedDirect(parts: readonly DirectPart[], length: number): DirectCodes | null {
  let span = 1;
  for (const part of parts) {
    span *= part.span;
    if (span > MAX_SPAN || part.codes.length < length) return null;
  }
  const lookup = new Uint16Array(256);
  for (let raw = 0; raw < span; raw++) {
    let rest = raw;
    let group = 0;
    for (const part of parts) {
      group += part.lookup[rest % part.span]! * part.stride;
      rest = Math.floor(rest / part.span);
    }
    lookup[raw] = group;
  }
  return { codes: combineCodes(parts, length), lookup, span };
}

/**
 * Each byte's code_d × m_d stays below the span's product (≤ 256), and so does their sum, so a
 * word's four bytes are multiplied and added as one number without a carry between them (which
 * also makes the byte order of the machine irrelevant).
 */
function combineCodes(parts: readonly DirectPart[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  const aligned = parts.every((part) => part.codes.byteOffset % 4 === 0);
  const words = aligned ? length >>> 2 : 0;
  const outWords = new Uint32Array(out.buffer, 0, words);
  let factor = 1;
  for (const part of parts) {
    const { codes } = part;
    // A slice of the rows (slice.ts) may start off a word: no view to make (it would throw).
    const inWords = words > 0 ? new Uint32Array(codes.buffer, codes.byteOffset, words) : outWords;
    for (let w = 0; w < words; w++) outWords[w] = outWords[w]! + Math.imul(inWords[w]!, factor);
    for (let i = words << 2; i < length; i++) out[i] = out[i]! + codes[i]! * factor;
    factor *= part.span;
  }
  return out;
}
