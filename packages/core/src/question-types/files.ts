import { z } from 'zod';

/**
 * A file a respondent uploaded (upload, signature, recorder). The answer app uploads first and
 * answers with the reference; whether the file exists and belongs to the response is the
 * server's check.
 */
export const ZFileRef = z.object({
  url: z.string().min(1).max(2000),
  name: z.string().max(255),
  size: z.number().int().nonnegative(),
});
export type FileRef = z.infer<typeof ZFileRef>;

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const BYTES_PER_MB = 1024 * 1024;
