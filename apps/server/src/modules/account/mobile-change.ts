import type { Lang } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { sendSmsCode } from '../sms/send-sms-code.ts';
import { getUserInfo } from '../users/user-info.ts';
import { findUserById, isUniqueViolation, MOBILE_INDEX } from '../users/user-repo.ts';
import { consumeCode, grantPass, holdsPass } from './code-store.ts';
import { mobileTakenByOther } from './contact-repo.ts';

/*
 * Changing the mobile, in up to four calls: `sms/mobile/code/self` texts the current number,
 * `users/mobile/pre` confirms that code and grants a pass, `sms/mobile/code/new` texts the new
 * number (only with the pass when there is a current number), `users/update` sets it with that
 * code and uses the pass up. An account without a mobile starts at the third step.
 */
const PRE = 'mobile-pre';
const selfPurpose = (userId: number) => `mobile-self:${userId}`;
const newPurpose = (userId: number) => `mobile-new:${userId}`;

async function needUser(deps: AppDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  return user;
}

export async function sendSelfCode(deps: AppDeps, userId: number, lang: Lang, clientIp?: string) {
  const user = await needUser(deps, userId);
  if (!user.mobile) throw new AppError('A0400', 'the account has no mobile number');
  await sendSmsCode(deps, { mobile: user.mobile, purpose: selfPurpose(userId), lang, clientIp });
}

export async function confirmCurrentMobile(deps: AppDeps, userId: number, code: string) {
  const user = await needUser(deps, userId);
  if (!user.mobile) throw new AppError('A0400', 'the account has no mobile number');
  await consumeCode(deps, { channel: 'sms', target: user.mobile, purpose: selfPurpose(userId) }, code);
  await grantPass(deps, userId, PRE);
}

/** The checks before a new number gets a code and again before it is set. */
async function assertNewMobile(deps: AppDeps, userId: number, mobile: string) {
  const user = await needUser(deps, userId);
  if (user.mobile === mobile.trim()) throw new AppError('A2016');
  if (await mobileTakenByOther(deps.db, mobile, userId)) throw new AppError('A2022');
  if (user.mobile && !(await holdsPass(deps, userId, PRE))) throw new AppError('A2017');
  return user;
}

export async function sendNewMobileCode(
  deps: AppDeps,
  userId: number,
  mobile: string,
  lang: Lang,
  clientIp?: string,
) {
  await assertNewMobile(deps, userId, mobile);
  await sendSmsCode(deps, { mobile, purpose: newPurpose(userId), lang, clientIp });
}

export async function changeMobile(deps: AppDeps, userId: number, input: { mobile: string; code: string }) {
  const user = await assertNewMobile(deps, userId, input.mobile);
  await consumeCode(deps, { channel: 'sms', target: input.mobile, purpose: newPurpose(userId) }, input.code);
  if (user.mobile && !(await holdsPass(deps, userId, PRE, true))) throw new AppError('A2017');
  try {
    await deps.db
      .update(users)
      .set({ mobile: input.mobile.trim(), updatedAt: new Date(deps.now()) })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two accounts taking one number at once both pass the check above: the index decides.
    if (isUniqueViolation(error, MOBILE_INDEX)) throw new AppError('A2022');
    throw error;
  }
  return getUserInfo(deps, userId);
}
