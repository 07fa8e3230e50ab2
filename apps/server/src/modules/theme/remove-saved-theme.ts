import type { StyleRemoveBody } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedThemes } from '../../db/schema/index.ts';
import { findOwnSavedTheme } from './saved-theme-repo.ts';

/**
 * `POST style/remove/`: deletes one of the caller's saved themes. Surveys that applied it keep
 * their copy of its values.
 */
export async function removeSavedTheme(
  deps: { db: Db },
  auth: { userId: number },
  body: StyleRemoveBody,
): Promise<void> {
  await findOwnSavedTheme(deps.db, auth.userId, body.id);
  await deps.db.delete(savedThemes).where(eq(savedThemes.id, body.id));
}
