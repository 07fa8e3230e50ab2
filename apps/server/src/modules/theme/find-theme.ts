import type { Lang } from '@cairn/contract';
import { findPreset, PRESET_ID_MAX, presetTheme, type Theme } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnSavedTheme, savedToTheme } from './saved-theme-repo.ts';

/** A preset (named in `lang`) or one of the caller's saved themes; anything else is A0130. */
export async function findTheme(db: Db, ownerId: number, id: number, lang: Lang): Promise<Theme> {
  if (id > PRESET_ID_MAX) return savedToTheme(await findOwnSavedTheme(db, ownerId, id));
  const preset = findPreset(id);
  if (!preset) throw new AppError('A0130');
  return presetTheme(preset, lang);
}
