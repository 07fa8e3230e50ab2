/** A file a respondent uploaded (upload, signature, recorder); its schema is `ZFileRef` (answer-schemas.ts). */
export type { FileRef } from './answer-schemas.ts';

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const BYTES_PER_MB = 1024 * 1024;
