/**
 * What a file's first bytes say it is (magic numbers), never what its name or the client's
 * Content-Type claim. `extensions` are the names such bytes may carry (the first is the usual one).
 */
export interface SniffedType {
  mime: string;
  extensions: readonly string[];
}

const at = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const text = (bytes: Uint8Array, s: string, offset = 0) => at(bytes, ascii(s), offset);

interface Signature {
  test: (bytes: Uint8Array) => boolean;
  type: SniffedType;
}

const SIGNATURES: readonly Signature[] = [
  { test: (b) => at(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: t('image/png', 'png') },
  { test: (b) => at(b, [0xff, 0xd8, 0xff]), type: t('image/jpeg', 'jpg', 'jpeg', 'jfif') },
  { test: (b) => text(b, 'GIF87a') || text(b, 'GIF89a'), type: t('image/gif', 'gif') },
  { test: (b) => text(b, 'RIFF') && text(b, 'WEBP', 8), type: t('image/webp', 'webp') },
  { test: (b) => text(b, 'RIFF') && text(b, 'WAVE', 8), type: t('audio/wav', 'wav') },
  { test: (b) => text(b, 'BM') && b.length > 14, type: t('image/bmp', 'bmp') },
  {
    test: (b) => at(b, [0x49, 0x49, 0x2a, 0]) || at(b, [0x4d, 0x4d, 0, 0x2a]),
    type: t('image/tiff', 'tif', 'tiff'),
  },
  { test: (b) => text(b, '%PDF-'), type: t('application/pdf', 'pdf') },
  {
    test: (b) => at(b, [0x50, 0x4b, 0x03, 0x04]) || at(b, [0x50, 0x4b, 0x05, 0x06]),
    type: t('application/zip', 'zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub'),
  },
  {
    test: (b) => at(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    type: t('application/x-ole-storage', 'doc', 'xls', 'ppt', 'msg'),
  },
  { test: (b) => text(b, 'Rar!'), type: t('application/vnd.rar', 'rar') },
  { test: (b) => at(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), type: t('application/x-7z-compressed', '7z') },
  { test: (b) => at(b, [0x1f, 0x8b]), type: t('application/gzip', 'gz', 'tgz') },
  { test: (b) => text(b, 'OggS'), type: t('audio/ogg', 'ogg', 'oga', 'opus') },
  // EBML: Matroska and WebM (what Chromium's MediaRecorder writes).
  { test: (b) => at(b, [0x1a, 0x45, 0xdf, 0xa3]), type: t('audio/webm', 'webm', 'weba', 'mkv') },
  // ISO base media (MP4, what Safari's MediaRecorder writes; also M4A, MOV, HEIC).
  {
    test: (b) => text(b, 'ftyp', 4),
    type: t('video/mp4', 'mp4', 'm4a', 'm4v', 'mov', '3gp', 'heic', 'heif', 'avif'),
  },
  { test: (b) => text(b, 'ID3') || at(b, [0xff, 0xfb]) || at(b, [0xff, 0xf3]), type: t('audio/mpeg', 'mp3') },
  { test: (b) => text(b, 'fLaC'), type: t('audio/flac', 'flac') },
];

function t(mime: string, ...extensions: string[]): SniffedType {
  return { mime, extensions };
}

/** Every extension some signature above stands for: a name with one of these must have its bytes. */
export const SNIFFABLE_EXTENSIONS: ReadonlySet<string> = new Set(
  SIGNATURES.flatMap((s) => s.type.extensions),
);

export function sniffType(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}
