import {
  DEFAULT_FOLDER_NAME,
  FOLDER_ALL,
  FOLDER_SYSTEM,
  FOLDER_UNCLASSIFIED,
  IMAGE_FOLDER_NAME_MAX,
} from '../image-library/constants.ts';
import { PROJECT_FOLDER_NAME_MAX_LENGTH } from '../projects/limits.ts';
import { QUESTION_FOLDER_NAME_MAX, QUESTION_FOLDERS_MAX } from '../question-library/constants.ts';

/**
 * One folder family: the folders of one kind of thing (projects, library questions, library
 * images; dashboards next). Every family is a flat list of named folders; what differs is held
 * here as data, so the server's folder store and the web's folder components read one record
 * instead of each family coding its own. The spec calls and their shapes stay per family.
 */
export interface FolderFamily {
  key: 'project' | 'question' | 'image' | 'dashboard';
  /** Folder ids with a meaning of their own in list filters (spec: -2 all, -3 system, 0 unclassified). */
  special: { all: number; unclassified: number; system?: number };
  /** Name length after trimming. */
  nameMax: number;
  /** Names are unique in one scope ignoring case (images allow twins, as they always have). */
  uniqueNames: boolean;
  /** A default folder (默认文件夹) made on first use, never renamed or removed, listed first. */
  defaultFolder: boolean;
  /** How folders are ordered: a stored position the user can change, or creation order. */
  order: 'position' | 'created';
  /** Folders one scope may hold besides the default folder (no limit when absent). */
  maxFolders?: number;
}

export const PROJECT_FOLDERS: FolderFamily = {
  key: 'project',
  special: { all: FOLDER_ALL, unclassified: FOLDER_UNCLASSIFIED },
  nameMax: PROJECT_FOLDER_NAME_MAX_LENGTH,
  uniqueNames: true,
  defaultFolder: false,
  order: 'created',
};

export const QUESTION_FOLDERS: FolderFamily = {
  key: 'question',
  special: { all: FOLDER_ALL, unclassified: FOLDER_UNCLASSIFIED, system: FOLDER_SYSTEM },
  nameMax: QUESTION_FOLDER_NAME_MAX,
  uniqueNames: true,
  defaultFolder: true,
  order: 'position',
  maxFolders: QUESTION_FOLDERS_MAX,
};

export const IMAGE_FOLDERS: FolderFamily = {
  key: 'image',
  special: { all: FOLDER_ALL, unclassified: FOLDER_UNCLASSIFIED },
  nameMax: IMAGE_FOLDER_NAME_MAX,
  uniqueNames: false,
  defaultFolder: true,
  order: 'position',
};

/** Dashboard folders: one user's own, as project folders (creation order, no default folder). */
export const DASHBOARD_FOLDERS: FolderFamily = {
  key: 'dashboard',
  special: { all: FOLDER_ALL, unclassified: FOLDER_UNCLASSIFIED },
  nameMax: PROJECT_FOLDER_NAME_MAX_LENGTH,
  uniqueNames: true,
  defaultFolder: false,
  order: 'created',
};

/** Whether an id is one of the family's special folders rather than a stored one. */
export function isSpecialFolderId(family: FolderFamily, id: number): boolean {
  const { all, unclassified, system } = family.special;
  return id === all || id === unclassified || (system !== undefined && id === system);
}

/** The default folder's name as stored (zh) and shown; a user folder may not take it in either language. */
export function isDefaultFolderName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower === DEFAULT_FOLDER_NAME.zh || lower === DEFAULT_FOLDER_NAME.en.toLowerCase();
}
