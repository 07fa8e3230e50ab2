import {
  type EmailCodeBody,
  type PasswordChangeBody,
  type PasswordResetBody,
  type User,
  type UserUpdateBody,
  ZUser,
} from '@cairn/contract';
import { api } from '../client.ts';
import { nullData } from '../parser.ts';

export type { EmailCodeBody, PasswordChangeBody, PasswordResetBody, UserUpdateBody };

const USERS = '/designer/v1/users';

export function fetchUserInfo(): Promise<User> {
  return api.request({ method: 'GET', path: `${USERS}/info`, parse: ZUser });
}

/** Changes e-mail and/or mobile; null clears one. */
export function updateUser(body: UserUpdateBody): Promise<User> {
  return api.request({
    method: 'POST',
    path: `${USERS}/update`,
    body,
    parse: ZUser,
    handles: ['A0400', 'A5203'],
  });
}

export function changePassword(body: PasswordChangeBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: `${USERS}/password`,
    body,
    parse: nullData,
    handles: ['A0115', 'A2011', 'A0400'],
  });
}

/** Sends a password-reset code to the e-mail (one per minute: A2004). */
export function sendEmailCode(body: EmailCodeBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: '/designer/v1/email/code',
    body,
    parse: nullData,
    handles: ['A0400'],
  });
}

export function resetPassword(body: PasswordResetBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: `${USERS}/password/reset`,
    body,
    parse: nullData,
    handles: ['A0400', 'A2011'],
  });
}
