import { LITTLE_ENDIAN } from '../frequency/value-histogram.ts';

/** Four count tables, one per byte of a word, so consecutive rows never wait on one counter. */
const LANES = 4;
/** Sides whose codes are below this (columns of at most 15 values, as most are) pair in a byte. */
const NIBBLE = 16;

/** One side of a pair count: one-byte codes below `span`, and each code's cell index (0: left out). */
export interface CodedSide {
  codes: Uint8Array;
  lookup: Uint16Array;
  span: number;
}

/**
 * The unweighted 2-D histogram of a coded stub against one coded banner variable over the mask,
 * added to `n` (stub cell × size + banner cell), four rows a word: the stub's word ANDed with
 * the mask's (a dropped row reads as code 0, which no cell counts), and each byte pair counted
 * under its raw codes in its lane's table; the codes go through their lookups once per pair at the
 * end, not once per row. The data board counts a column the same way
 * (frequency/coded-histogram.ts). False when an array is not on a word (or the machine is
 * big-endian): the caller counts row by row.
 */
export function pairWords(
  stub: CodedSide,
  banner: CodedSide,
  size: number,
  mask: Uint8Array | null,
  n: Int32Array,
): boolean {
  const length = banner.codes.length;
  const aligned =
    stub.codes.byteOffset % 4 === 0 &&
    banner.codes.byteOffset % 4 === 0 &&
    (mask === null || mask.byteOffset % 4 === 0);
  if (!LITTLE_ENDIAN || !aligned || stub.codes.length < length || (mask !== null && mask.length < length))
    return false;
  const words = length >>> 2;
  const a = new Uint32Array(stub.codes.buffer, stub.codes.byteOffset, words);
  const b = new Uint32Array(banner.codes.buffer, banner.codes.byteOffset, words);
  const m = mask === null ? null : new Uint32Array(mask.buffer, mask.byteOffset, words);
  // No banner (a tally's Total only): the banner's codes are all 0, so they are not read.
  if (banner.span === 1 && stub.span <= 256) stubWords(a, m, stub, banner.lookup[0]!, size, n);
  else if (stub.span <= NIBBLE && banner.span <= NIBBLE) nibblePairs(a, b, m, stub, banner, size, n);
  else bytePairs(a, b, m, stub, banner, size, n);
  for (let i = words << 2; i < length; i++)
    if (mask === null || mask[i] !== 0)
      n[stub.lookup[stub.codes[i]!]! * size + banner.lookup[banner.codes[i]!]!]!++;
  return true;
}

/**
 * Codes below 16 on both sides: a word's four (stub, banner) pairs are the four bytes of
 * stub | banner << 4, each an index of a table of 256; two words a step, eight tables.
 */
function nibblePairs(
  a: Uint32Array,
  b: Uint32Array,
  m: Uint32Array | null,
  stub: CodedSide,
  banner: CodedSide,
  size: number,
  n: Int32Array,
): void {
  const words = a.length;
  const counts = new Int32Array(8 * 256);
  const even = words & ~1;
  // A mask byte of 1 times 15 keeps its row's code (below 16); 0 makes it code 0.
  if (m === null)
    for (let w = 0; w < even; w += 2) {
      const x = a[w]! | ((b[w]! & 0x0f0f0f0f) << 4);
      const y = a[w + 1]! | ((b[w + 1]! & 0x0f0f0f0f) << 4);
      counts[x & 255]!++;
      counts[256 | ((x >>> 8) & 255)]!++;
      counts[512 | ((x >>> 16) & 255)]!++;
      counts[768 | (x >>> 24)]!++;
      counts[1024 | (y & 255)]!++;
      counts[1280 | ((y >>> 8) & 255)]!++;
      counts[1536 | ((y >>> 16) & 255)]!++;
      counts[1792 | (y >>> 24)]!++;
    }
  else
    for (let w = 0; w < even; w += 2) {
      const x = (a[w]! & Math.imul(m[w]!, 15)) | ((b[w]! & 0x0f0f0f0f) << 4);
      const y = (a[w + 1]! & Math.imul(m[w + 1]!, 15)) | ((b[w + 1]! & 0x0f0f0f0f) << 4);
      counts[x & 255]!++;
      counts[256 | ((x >>> 8) & 255)]!++;
      counts[512 | ((x >>> 16) & 255)]!++;
      counts[768 | (x >>> 24)]!++;
      counts[1024 | (y & 255)]!++;
      counts[1280 | ((y >>> 8) & 255)]!++;
      counts[1536 | ((y >>> 16) & 255)]!++;
      counts[1792 | (y >>> 24)]!++;
    }
  if (even < words) {
    const x = (m === null ? a[even]! : a[even]! & Math.imul(m[even]!, 15)) | ((b[even]! & 0x0f0f0f0f) << 4);
    counts[x & 255]!++;
    counts[256 | ((x >>> 8) & 255)]!++;
    counts[512 | ((x >>> 16) & 255)]!++;
    counts[768 | (x >>> 24)]!++;
  }
  for (let pair = 0; pair < 256; pair++) {
    const row = stub.lookup[pair & 15]! * size;
    if (row === 0) continue;
    let count = 0;
    for (let lane = 0; lane < 8; lane++) count += counts[lane * 256 + pair]!;
    if (count !== 0) n[row + banner.lookup[pair >>> 4]!]! += count;
  }
}

/** Any codes: a word's four pairs counted under stub × banner span + banner code, one table per byte. */
function bytePairs(
  a: Uint32Array,
  b: Uint32Array,
  m: Uint32Array | null,
  stub: CodedSide,
  banner: CodedSide,
  size: number,
  n: Int32Array,
): void {
  const words = a.length;
  const across = banner.span;
  const cells = stub.span * across;
  const counts = new Int32Array(LANES * cells);
  for (let w = 0; w < words; w++) {
    // A mask byte of 1 times 255 keeps its row's code; 0 makes it code 0, which no cell counts.
    const x = m === null ? a[w]! : a[w]! & Math.imul(m[w]!, 255);
    const y = b[w]!;
    counts[(x & 255) * across + (y & 255)]!++;
    counts[cells + ((x >>> 8) & 255) * across + ((y >>> 8) & 255)]!++;
    counts[2 * cells + ((x >>> 16) & 255) * across + ((y >>> 16) & 255)]!++;
    counts[3 * cells + (x >>> 24) * across + (y >>> 24)]!++;
  }
  for (let s = 1; s < stub.span; s++) {
    const row = stub.lookup[s]! * size;
    if (row === 0) continue;
    for (let t = 0; t < across; t++) {
      const pair = s * across + t;
      const count =
        counts[pair]! + counts[cells + pair]! + counts[2 * cells + pair]! + counts[3 * cells + pair]!;
      if (count !== 0) n[row + banner.lookup[t]!]! += count;
    }
  }
}

/** Banner code 0 on every row: each byte of a word is counted in its lane's table of 256 stub codes. */
function stubWords(
  a: Uint32Array,
  m: Uint32Array | null,
  stub: CodedSide,
  column: number,
  size: number,
  n: Int32Array,
): void {
  const words = a.length;
  const counts = new Int32Array(LANES * 256);
  for (let w = 0; w < words; w++) {
    // A mask byte of 1 times 255 keeps its row's code; 0 makes it code 0, which no cell counts.
    const x = m === null ? a[w]! : a[w]! & Math.imul(m[w]!, 255);
    counts[x & 255]!++;
    counts[256 | ((x >>> 8) & 255)]!++;
    counts[512 | ((x >>> 16) & 255)]!++;
    counts[768 | (x >>> 24)]!++;
  }
  for (let code = 1; code < stub.span; code++) {
    const row = stub.lookup[code]! * size;
    if (row === 0) continue;
    const count = counts[code]! + counts[256 + code]! + counts[512 + code]! + counts[768 + code]!;
    if (count !== 0) n[row + column]! += count;
  }
}
