import {
  type EmailCodeBody,
  type PasswordChangeBody,
  type PasswordResetBody,
  type User,
  usersApi,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

export type { EmailCodeBody, PasswordChangeBody, PasswordResetBody };

export function fetchUserInfo(): Promise<User> {
  return api.call(usersApi.info, {});
}

export function changePassword(body: PasswordChangeBody): Promise<null> {
  return api.call(usersApi.password, body, { handles: ['A0115', 'A2011', 'A0400'] });
}

/** Sends a password-reset code to the e-mail (one per minute: A2004). */
export function sendEmailCode(body: EmailCodeBody): Promise<null> {
  return api.call(usersApi.emailCode, body, { handles: ['A0400'] });
}

export function resetPassword(body: PasswordResetBody): Promise<null> {
  return api.call(usersApi.resetPassword, body, { handles: ['A0400', 'A2011'] });
}

/** The new login name; another account's (A2014) shows beside the field. */
export function renameUser(username: string): Promise<User> {
  return api.call(usersApi.update, { username }, { handles: ['A0400', 'A2014'] });
}

/** Replaces the account's picture; a wrong or too large file (A0106–A0108, A0400) is the caller's to show. */
export function uploadAvatar(file: File): Promise<User> {
  return api.call(
    usersApi.avatar,
    {},
    { form: toFormData([{ name: 'file', file }]), handles: ['A0106', 'A0107', 'A0108', 'A0400'] },
  );
}
