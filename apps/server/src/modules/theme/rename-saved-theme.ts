import type { StyleRenameBody } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedThemes } from '../../db/schema/index.ts';
import { findOwnSavedTheme, savedToTheme } from './saved-theme-repo.ts';

/** `POST style/rename`: only the caller's own saved themes (presets A0131, others A0130). */
export async function renameSavedTheme(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: StyleRenameBody,
): Promise<Theme> {
  await findOwnSavedTheme(deps.db, auth.userId, body.id);
  const [row] = await deps.db
    .update(savedThemes)
    .set({ name: body.name, updatedAt: new Date(deps.now()) })
    .where(eq(savedThemes.id, body.id))
    .returning();
  return savedToTheme(row!);
}
