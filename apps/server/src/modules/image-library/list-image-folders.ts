import type { ImageFolder, Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { ensureDefaultFolder, listFolderRows, toFolder } from './folder-repo.ts';
import { requireLibrary } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** The folders of my or the company library in their order; the default folder is made on first use. */
export async function listImageFolders(
  deps: AppDeps,
  userId: number,
  dataType: number,
  lang: Lang,
): Promise<ImageFolder[]> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, 'read');
  await ensureDefaultFolder(deps.db, scope, deps.now());
  return (await listFolderRows(deps.db, scope)).map((row) => toFolder(row, lang));
}
