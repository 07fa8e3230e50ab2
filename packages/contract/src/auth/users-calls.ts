import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZEmailCodeBody,
  ZPasswordChangeBody,
  ZPasswordResetBody,
  ZUser,
  ZUserUpdateBody,
} from './schemas.ts';

const tags = ['users'];
/** An account picture is shown at most 64 px wide; 2 MB is plenty for a photo from a phone. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Account calls under /api/designer/v1: the caller's own account, and the password reset by mail. */
export const usersApi = {
  info: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/users/info',
    access: 'user',
    summary: 'The caller’s account',
    tags,
    answer: ZUser,
  }),
  update: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/update',
    access: 'user',
    summary: 'Change the mobile with the code texted to the new number, or rename the account',
    description:
      'With `mobile` and `code`: A2016 when it is the current number, A2022 when another account has it, ' +
      'A2017 when the current mobile was not confirmed first (`users/mobile/pre`), A2018 for a wrong code, ' +
      'A2005 for an expired one. With `username`: the new login name; A2014 when another account has it ' +
      '(regardless of case).',
    errors: ['A2005', 'A2014', 'A2016', 'A2017', 'A2018', 'A2022'],
    tags,
    body: ZUserUpdateBody,
    answer: ZUser,
  }),
  avatar: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/avatar',
    access: 'user',
    summary: `Upload the account's picture (multipart field "file"; png, jpeg, gif, webp; ${AVATAR_MAX_BYTES / 1024 / 1024} MB)`,
    description:
      'Replaces the previous picture. A0106 a file that is not one of those formats (by its bytes), ' +
      'A0107 no file, A0108 an empty one, A0400 one too large.',
    errors: ['A0106', 'A0107', 'A0108'],
    tags,
    upload: true,
    answer: ZUser,
  }),
  password: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/password',
    access: 'user',
    summary: 'Change the password; every other session ends',
    description: 'A0115 for a wrong old password, A2011 for a weak new one.',
    errors: ['A0115', 'A2011'],
    tags,
    body: ZPasswordChangeBody,
    answer: z.null(),
  }),
  emailCode: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/email/code',
    access: 'client',
    summary: 'Mail a six-digit password reset code (one a minute)',
    description:
      'Answers the same whether or not an account has the address. A2004 within a minute of the last code, ' +
      'A2003 when the mail cannot be sent.',
    errors: ['A2003', 'A2004', 'A2032'],
    tags,
    rateLimit: 10,
    body: ZEmailCodeBody,
    answer: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/password/reset',
    access: 'client',
    summary: 'Set a new password with a mailed code',
    description:
      'A2018 for a wrong code (five tries), A2005 for an expired or used one, A2011 for a weak password. ' +
      'Every session of the account ends.',
    errors: ['A2005', 'A2011', 'A2018', 'A2032'],
    tags,
    rateLimit: 20,
    body: ZPasswordResetBody,
    answer: z.null(),
  }),
};
