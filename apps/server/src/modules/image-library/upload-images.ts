import { type ImageUploadFields, type LibraryImage, ZImageUploadFields } from '@cairn/contract';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { newFileKey } from '../files/storage.ts';
import { ensureDefaultFolder, findFolder } from './folder-repo.ts';
import { toImage } from './image-records.ts';
import { isSameLibrary, requireItem, requireLibrary, scopeOfItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';
import { type StoredImage, type UploadPart, withStoredImages } from './store-uploads.ts';

/**
 * Saves uploaded images in my or the company library (store-uploads.ts receives and checks
 * them); the fields (dataType, folderId; `query` is the fallback) may come before or after the
 * files. Absent folderId means the default folder.
 */
export function uploadImages(
  deps: AppDeps,
  userId: number,
  parts: AsyncIterable<UploadPart>,
  query: Record<string, unknown>,
): Promise<LibraryImage[]> {
  return withStoredImages(deps, parts, newFileKey, (stored, fields) => {
    const parsed = ZImageUploadFields.safeParse({ ...pick(query), ...pick(fields) });
    if (!parsed.success)
      throw new AppError('A0400', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    return saveRows(deps, userId, parsed.data, stored);
  });
}

function pick(values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const name of ['dataType', 'folderId']) if (values[name] !== undefined) out[name] = values[name];
  return out;
}

async function saveRows(deps: AppDeps, userId: number, fields: ImageUploadFields, stored: StoredImage[]) {
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
