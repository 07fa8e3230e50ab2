import { permissionsForRole, Role, type User } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findMembership, findUserById, type UserRow } from './user-repo.ts';

/** The User entity of spec doc 1 §3, permissions from the organisation role. */
export async function toUserInfo(db: Db, user: UserRow): Promise<User> {
  const membership = await findMembership(db, user.id);
  const role = (membership?.role ?? Role.DEFAULT) as Role;
  return {
    id: user.id,
    username: user.username,
    mobile: user.mobile,
    email: user.email,
    organizationId: membership?.organizationId ?? null,
    userCode: user.userCode,
    level: user.level,
    permissions: permissionsForRole(role, membership?.permissionCodes ?? []).map((code) => ({ code })),
    thirdType: user.thirdType,
    recognizeId: user.recognizeId,
  };
}

export async function getUserInfo(db: Db, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  return toUserInfo(db, user);
}
