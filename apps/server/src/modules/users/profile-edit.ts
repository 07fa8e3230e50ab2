import type { User } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { newFileKey } from '../files/storage.ts';
import { inspectImage } from '../image-library/inspect-image.ts';
import { getUserInfo } from './user-info.ts';
import { findUserById, findUserByName, isUniqueViolation } from './user-repo.ts';

/** The new login name; A2014 when another account has it regardless of case (the index decides a race). */
export async function renameUser(deps: AppDeps, userId: number, username: string): Promise<User> {
  const holder = await findUserByName(deps.db, username);
  if (holder && holder.id !== userId) throw new AppError('A2014');
  try {
    await deps.db
      .update(users)
      .set({ username, updatedAt: new Date(deps.now()) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_idx')) throw new AppError('A2014');
    throw error;
  }
  return getUserInfo(deps, userId);
}

/**
 * Stores the picture under a fresh key, points the account at it and removes the previous one.
 * Raster formats only: a picture needs no SVG, so none of its cleaning is relied on here.
 */
export async function setAvatar(
  deps: AppDeps,
  userId: number,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<User> {
  const image = inspectImage(upload.fileName, upload.bytes);
  if (image.format === 'svg') throw new AppError('A0106', 'a picture is png, jpeg, gif or webp');
  const before = await findUserById(deps.db, userId);
  if (!before) throw new AppError('A0401', 'the account no longer exists');
  const key = newFileKey();
  await deps.storage.put(key, image.bytes, {
    contentType: image.mime,
    size: image.bytes.length,
    fileName: upload.fileName,
  });
  try {
    await deps.db
      .update(users)
      .set({ avatarKey: key, updatedAt: new Date(deps.now()) })
      .where(eq(users.id, userId));
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  if (before.avatarKey) await deps.storage.remove(before.avatarKey).catch(() => {});
  return getUserInfo(deps, userId);
}
