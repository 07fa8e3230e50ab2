import { useTranslation } from 'react-i18next';

/**
 * Where a folder family's texts live: the survey list's (`folder.*`) or the libraries'
 * (`library.folder.*`). Both hold the same keys (FOLDER_TEXT_KEYS; a test checks it), so one set
 * of folder components speaks for every family in its own words.
 */
export type FolderTextsPrefix = 'folder' | 'library.folder';

export const FOLDER_TEXT_KEYS = [
  'create',
  'createTitle',
  'renameTitle',
  'name',
  'namePlaceholder',
  'actions',
  'rename',
  'delete',
  'deleteTitle',
  'created',
  'renamed',
  'deleted',
  'problem.required',
  'problem.tooLong',
  'problem.taken',
] as const;
export type FolderTextKey = (typeof FOLDER_TEXT_KEYS)[number];

type FolderT = (key: FolderTextKey, options?: Record<string, unknown>) => string;

/** `t` for one family's folder texts. */
export function useFolderTexts(prefix: FolderTextsPrefix): FolderT {
  const { t } = useTranslation();
  // The key is built from the prefix; FOLDER_TEXT_KEYS and its test stand in for the typed keys.
  const untyped = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, options) => untyped(`${prefix}.${key}`, options);
}
