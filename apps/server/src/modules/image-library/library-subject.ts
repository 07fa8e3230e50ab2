import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { LibrarySubject } from '../../policy/library-policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { findUserById } from '../users/user-repo.ts';

/** The caller as the library policy sees them: organisation role and codes, and partner flag. */
export async function loadLibrarySubject(db: Db, userId: number): Promise<LibrarySubject> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  return { ...(await loadSubject(db, userId)), thirdType: user.thirdType };
}
