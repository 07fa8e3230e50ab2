import type { ImageFolder, ImageFolderCreateBody, Lang } from '@cairn/contract';
import { imageFolders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureDefaultFolder, nextFolderPosition, toFolder } from './folder-repo.ts';
import { requireLibrary } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** A new folder at the end of the library's list. */
export async function createImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderCreateBody,
  lang: Lang,
): Promise<ImageFolder> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), input.dataType, 'edit');
  await ensureDefaultFolder(deps.db, scope, deps.now());
  const [row] = await deps.db
    .insert(imageFolders)
    .values({
      ownerId: userId,
      organizationId: scope.organizationId,
      dataType: scope.dataType,
      name: input.name,
      position: await nextFolderPosition(deps.db, scope),
      createdAt: new Date(deps.now()),
    })
    .returning();
  return toFolder(row!, lang);
}
