import { hasPermission, type OwnProjectCode } from '@cairn/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { loadSubject } from './subject.ts';

/**
 * Refuses (A5202) a member whose profile lacks a right over their own projects: creating one (new
 * or a copy), sharing it, handing it over. Personal accounts and organisation admins hold them
 * (permissionsForRole), so only a member an admin restricted is refused.
 */
export async function requireOwnProjectRight(db: Db, userId: number, code: OwnProjectCode): Promise<void> {
  const subject = await loadSubject(db, userId);
  if (!hasPermission(subject.permissions, [code])) throw new AppError('A5202', `needs ${code}`);
}
