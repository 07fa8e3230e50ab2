import { type ImageUploadFields, type LibraryImage, ZImageUploadFields } from '@cairn/contract';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { newFileKey } from '../files/storage.ts';
import { ensureDefaultFolder, findFolder } from './folder-repo.ts';
import { toImage } from './image-records.ts';
import { cleanFileName, type InspectedImage, inspectImage } from './inspect-image.ts';
import { isSameLibrary, requireItem, requireLibrary, scopeOfItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** A multipart part as the upload sees it; routes.ts adapts the HTTP request to these. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; fileName: string; read(): Promise<Uint8Array> };

interface Stored extends InspectedImage {
  key: string;
  originalName: string;
}

/**
 * Saves uploaded images in my or the company library: each file is checked (inspect-image.ts)
 * and stored under a random key as it arrives, so at most one is in memory; the fields
 * (dataType, folderId; `query` is the fallback) may come before or after the files. All or
 * nothing: any refusal removes what this call stored. Absent folderId means the default folder.
 */
export async function uploadImages(
  deps: AppDeps,
  userId: number,
  parts: AsyncIterable<UploadPart>,
  query: Record<string, unknown>,
): Promise<LibraryImage[]> {
  const stored: Stored[] = [];
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
      const key = newFileKey();
      await deps.storage.put(key, image.bytes, {
        contentType: image.mime,
        size: image.bytes.length,
        fileName: originalName,
      });
      stored.push({ ...image, key, originalName });
    }
    if (stored.length === 0) throw new AppError('A0107', 'send the image as the multipart field "file"');
    const parsed = ZImageUploadFields.safeParse({ ...pick(query), ...pick(fields) });
    if (!parsed.success)
      throw new AppError('A0400', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    return await saveRows(deps, userId, parsed.data, stored);
  } catch (error) {
    await Promise.all(stored.map((s) => deps.storage.remove(s.key).catch(() => {})));
    throw error;
  }
}

function pick(values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const name of ['dataType', 'folderId']) if (values[name] !== undefined) out[name] = values[name];
  return out;
}

async function saveRows(deps: AppDeps, userId: number, fields: ImageUploadFields, stored: Stored[]) {
  const subject = await loadLibrarySubject(deps.db, userId);
  const scope = requireLibrary(subject, fields.dataType, 'edit');
  let folderId: number | null = null;
  if (fields.folderId === undefined) {
    folderId = (await ensureDefaultFolder(deps.db, scope, deps.now())).id;
  } else if (fields.folderId !== 0) {
    const folder = await findFolder(deps.db, fields.folderId);
    requireItem(subject, folder, 'edit');
    if (!isSameLibrary(scopeOfItem(folder), scope)) throw new AppError('A0404');
    folderId = folder.id;
  }
  const rows = await deps.db
    .insert(images)
    .values(
      stored.map((s) => ({
        ownerId: userId,
        organizationId: scope.organizationId,
        dataType: scope.dataType,
        folderId,
        originalName: s.originalName,
        storageKey: s.key,
        mime: s.mime,
        size: s.bytes.length,
        width: s.width,
        height: s.height,
        createdAt: new Date(deps.now()),
      })),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id).map((row) => toImage(deps, row));
}
