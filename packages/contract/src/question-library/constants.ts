/**
 * Question library limits (ours; the spec gives only the default folder name, 默认文件夹, and
 * the special folder ids, which live with the image library's in image-library/constants.ts).
 */

/** Folder names: at most 30 characters, unique (ignoring case) within one library. */
export const QUESTION_FOLDER_NAME_MAX = 30;
/** Folders one library may hold besides its default folder. */
export const QUESTION_FOLDERS_MAX = 100;
/** Questions one library (a user's own, or one organisation's) may hold: A0218 past it. */
export const QUESTION_LIBRARY_MAX = 2000;
/** Ids one call may name (save, move, remove, insert). */
export const QUESTION_LIBRARY_BATCH_MAX = 100;

/** The categories of the system folder (folder id -3), in display order. */
export const SYSTEM_CATEGORY_KEYS = ['demographics', 'satisfaction', 'nps', 'usage', 'contact'] as const;
export type SystemCategoryKey = (typeof SYSTEM_CATEGORY_KEYS)[number];
