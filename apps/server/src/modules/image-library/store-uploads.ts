import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../files/storage.ts';
import { cleanFileName, type InspectedImage, inspectImage } from './inspect-image.ts';

/** A multipart part as an upload sees it; routes.ts adapts the HTTP request to these. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; fileName: string; read(): Promise<Uint8Array> };

/** An uploaded image, checked and stored under `key`. */
export interface StoredImage extends InspectedImage {
  key: string;
  originalName: string;
}

/**
 * The one way an image upload is received, for the image library and a survey's own images
 * alike: each file is checked (inspect-image.ts: type by its bytes, SVG cleaned, empty refused)
 * and stored under a fresh key from `newKey` as it arrives, so at most one is in memory; the
 * fields come back as sent (before or after the files). `save` then records them. All or
 * nothing: any refusal, in the files or in `save`, removes what this call stored.
 */
export async function withStoredImages<T>(
  deps: { storage: FileStorage },
  parts: AsyncIterable<UploadPart>,
  newKey: () => string,
  save: (stored: StoredImage[], fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    const fields: Record<string, string> = {};
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      const originalName = cleanFileName(part.fileName);
      const bytes = await part.read(); // read even when skipped, or the request stalls
      if (!originalName && bytes.length === 0) continue; // a form's empty file input
      const image = inspectImage(originalName, bytes);
      const key = newKey();
      await deps.storage.put(key, image.bytes, {
        contentType: image.mime,
        size: image.bytes.length,
        fileName: originalName,
      });
      stored.push({ ...image, key, originalName });
    }
    if (stored.length === 0) throw new AppError('A0107', 'send the image as the multipart field "file"');
    return await save(stored, fields);
  } catch (error) {
    await Promise.all(stored.map((s) => deps.storage.remove(s.key).catch(() => {})));
    throw error;
  }
}
