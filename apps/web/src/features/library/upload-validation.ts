import {
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  type ImageFormat,
} from '@cairn/contract';

/** What the check needs of a picked file (a File has all three; tests pass plain objects). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type UploadProblemReason = 'format' | 'size' | 'empty';

export interface UploadProblem {
  name: string;
  reason: UploadProblemReason;
}

export interface UploadCheck<F extends PickedFile> {
  /** Files to send, in calls of at most IMAGE_MAX_FILES_PER_UPLOAD (the server's per-call limit). */
  batches: F[][];
  problems: UploadProblem[];
}

const EXTENSIONS = Object.values(IMAGE_FORMATS).flatMap((f) => f.extensions.map((e) => `.${e}`));
const MIMES = Object.values(IMAGE_FORMATS).map((f) => f.mime);

/** The file input's `accept`: the accepted extensions and types, so the picker offers only those. */
export const IMAGE_ACCEPT = [...EXTENSIONS, ...MIMES].join(',');

/** The size limit as people read it ("10 MB"). */
export const IMAGE_LIMIT_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** The format a name's extension claims (the server also checks the bytes: A0106 if they differ). */
export function formatOfFileName(name: string): ImageFormat | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const [format, spec] of Object.entries(IMAGE_FORMATS)) {
    if ((spec.extensions as readonly string[]).includes(ext)) return format as ImageFormat;
  }
  return null;
}

/**
 * Checks picked files before any upload, as the server would refuse them: an accepted format by
 * extension (png, jpeg, gif, webp, svg), not empty, at most the size limit. Good files go on in
 * batches the server takes in one call; the others are named with their reason.
 */
export function checkUploads<F extends PickedFile>(files: readonly F[]): UploadCheck<F> {
  const good: F[] = [];
  const problems: UploadProblem[] = [];
  for (const file of files) {
    const reason: UploadProblemReason | null = !formatOfFileName(file.name)
      ? 'format'
      : file.size === 0
        ? 'empty'
        : file.size > IMAGE_MAX_BYTES
          ? 'size'
          : null;
    if (reason) problems.push({ name: file.name, reason });
    else good.push(file);
  }
  const batches: F[][] = [];
  for (let i = 0; i < good.length; i += IMAGE_MAX_FILES_PER_UPLOAD) {
    batches.push(good.slice(i, i + IMAGE_MAX_FILES_PER_UPLOAD));
  }
  return { batches, problems };
}

/** The upload refusals with a text of ours: format (A0106), missing (A0107), empty (A0108). */
export function uploadErrorKind(code: string): 'format' | 'missing' | 'empty' | null {
  if (code === 'A0106') return 'format';
  if (code === 'A0107') return 'missing';
  if (code === 'A0108') return 'empty';
  return null;
}

/** "12 KB", "1.5 MB": file sizes as shown under an image. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
