import type { Lang } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { findTheme } from './find-theme.ts';

/** `GET style/{id}`: a preset or one of the caller's saved themes (A0130 otherwise). */
export function getTheme(deps: { db: Db }, auth: { userId: number }, id: number, lang: Lang): Promise<Theme> {
  return findTheme(deps.db, auth.userId, id, lang);
}
