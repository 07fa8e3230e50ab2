import { PROJECT_FOLDER_NAME_MAX_LENGTH, type ProjectFolder } from '@cairn/contract';

export type FolderNameProblem = 'required' | 'tooLong' | 'taken';

/**
 * Checks a folder name as the server will (1–30 characters after trimming, unique per user
 * ignoring case), so the form can say which rule failed in the user's language. `exceptId` is
 * the folder being renamed: keeping its own name (or changing its case) is allowed.
 */
export function folderNameProblem(
  name: string,
  folders: readonly Pick<ProjectFolder, 'id' | 'name'>[],
  exceptId?: number,
): FolderNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > PROJECT_FOLDER_NAME_MAX_LENGTH) return 'tooLong';
  const lower = trimmed.toLowerCase();
  return folders.some((f) => f.id !== exceptId && f.name.toLowerCase() === lower) ? 'taken' : null;
}
