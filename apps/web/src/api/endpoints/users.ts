import {
  type EmailCodeBody,
  type PasswordChangeBody,
  type PasswordResetBody,
  type User,
  type UserUpdateBody,
  usersApi,
} from '@cairn/contract';
import { api } from '../client.ts';

export type { EmailCodeBody, PasswordChangeBody, PasswordResetBody, UserUpdateBody };

export function fetchUserInfo(): Promise<User> {
  return api.call(usersApi.info, {});
}

/** Changes e-mail and/or mobile; null clears one. */
export function updateUser(body: UserUpdateBody): Promise<User> {
  return api.call(usersApi.update, body, { handles: ['A0400', 'A5203'] });
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
