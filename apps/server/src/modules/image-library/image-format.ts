import { IMAGE_FORMATS, type ImageFormat } from '@cairn/contract';

export interface Dimensions {
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The raster format the first bytes say, or null (SVG is text and is recognised by parsing it). */
export function sniffRaster(bytes: Uint8Array): Exclude<ImageFormat, 'svg'> | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The format a file name's extension claims, or null for anything we do not accept. */
export function formatOfName(fileName: string): ImageFormat | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const [format, spec] of Object.entries(IMAGE_FORMATS)) {
    if ((spec.extensions as readonly string[]).includes(ext)) return format as ImageFormat;
  }
  return null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | u16be(b, at + 2));

function pngSize(b: Uint8Array): Dimensions | null {
  // Signature, then the IHDR chunk first: length 13, "IHDR", width, height (big-endian).
  if (b.length < 24 || !startsWith(b, ascii('IHDR'), 12)) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isSof(marker)) {
      if (at + 9 > b.length) return null;
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function gifSize(b: Uint8Array): Dimensions | null {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

function webpSize(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Key frame: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const b1 = b[21]!;
    const b2 = b[22]!;
    const b3 = b[23]!;
    const b4 = b[24]!;
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | (b2 >> 6)),
    };
  }
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/** Width and height from a raster image's header; null when the header is not readable. */
export function rasterSize(format: Exclude<ImageFormat, 'svg'>, bytes: Uint8Array): Dimensions | null {
  const size =
    format === 'png'
      ? pngSize(bytes)
      : format === 'jpeg'
        ? jpegSize(bytes)
        : format === 'gif'
          ? gifSize(bytes)
          : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
