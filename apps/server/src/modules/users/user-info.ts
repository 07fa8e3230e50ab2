import { permissionsForRole, Role, type User } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { findMembership, findUserById, type UserRow } from './user-repo.ts';

/** What building the answer reads: the rows, and the key that signs the picture's link. */
export type UserInfoDeps = Pick<AppDeps, 'db' | 'signingKey' | 'now'>;

/** The User entity of spec doc 1 §3, permissions from the organisation role. */
export async function toUserInfo(deps: UserInfoDeps, user: UserRow): Promise<User> {
  const membership = await findMembership(deps.db, user.id);
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
    avatar: user.avatarKey ? signFileUrl(deps, user.avatarKey) : null,
  };
}

export async function getUserInfo(deps: UserInfoDeps, userId: number): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  return toUserInfo(deps, user);
}
