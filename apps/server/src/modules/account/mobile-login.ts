import type { Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { completeLogin } from '../auth/complete-login.ts';
import { assertNotLocked, clearFailures, lockoutKey, recordFailure } from '../auth/lockout.ts';
import type { LoginDevice } from '../auth/login-device.ts';
import { sendSmsCode } from '../sms/send-sms-code.ts';
import { consumeCode } from './code-store.ts';
import { findUserByMobile } from './contact-repo.ts';

/** Lockout keys of numbers never meet account names: names cannot start with `mobile:`. */
const mobileKey = (mobile: string) => lockoutKey(`mobile:${mobile}`);

/**
 * `sms/mobile/code`: a login code is issued (and counted) for any number, and texted only when
 * an account has it, so the answer never tells which numbers have accounts.
 */
export async function sendLoginCode(deps: AppDeps, mobile: string, lang: Lang, clientIp?: string) {
  const user = await findUserByMobile(deps.db, mobile);
  await sendSmsCode(deps, { mobile, purpose: 'login', lang, clientIp, deliver: user !== undefined });
}

/**
 * Mobile login with the guarantees of the password login: a locked number answers A2027 before
 * anything else; a wrong or expired code, or a number without an account, counts a failure; the
 * success clears them and ends as every way in does (`completeLogin`).
 */
export async function loginWithMobile(deps: AppDeps, mobile: string, code: string, device: LoginDevice) {
  const now = deps.now();
  const key = mobileKey(mobile);
  await assertNotLocked(deps.db, key, now);
  try {
    await consumeCode(deps, { channel: 'sms', target: mobile, purpose: 'login' }, code);
  } catch (error) {
    await recordFailure(deps.db, key, now);
    throw error;
  }
  const user = await findUserByMobile(deps.db, mobile);
  if (!user) {
    await recordFailure(deps.db, key, now);
    throw new AppError('A2018');
  }
  await clearFailures(deps.db, key);
  return completeLogin(deps, user.id, device, 'mobile');
}
