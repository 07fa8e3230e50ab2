import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZRegisterBody, ZTokenBody, ZTokens, ZUser } from './schemas.ts';

const tags = ['auth'];

/**
 * The auth calls (spec doc 2 §7), under /api/auth. Registration and the token call carry the
 * request signature but no session; the abuse-prone ones are rate limited (A2032).
 */
export const authApi = {
  register: endpoint({
    method: 'POST',
    service: 'auth',
    path: '/oauth/register',
    access: 'client',
    summary: 'Register an account',
    description:
      'A2011 for a weak password, A2014 for a taken name, A2013 for a registered e-mail, A2022 for a ' +
      'mobile number another account has.',
    errors: ['A2011', 'A2013', 'A2014', 'A2022', 'A2032'],
    tags,
    rateLimit: 20,
    body: ZRegisterBody,
    answer: ZUser,
  }),
  token: endpoint({
    method: 'POST',
    service: 'auth',
    path: '/oauth/token',
    access: 'client',
    summary: 'Log in with a password, or rotate a refresh token (type 9)',
    description:
      'Needs the fixed client header `Authorization: Basic ZGVzaWduZXI6ZGVzaWduZXI=`. JSON or form body. ' +
      'A2002 for a wrong name or password, A2027 while the name is locked after repeated failures, ' +
      'A5222 for a member their organisation disabled.',
    errors: ['A2002', 'A2027', 'A2032', 'A5222'],
    tags,
    rateLimit: 60,
    body: ZTokenBody,
    answer: ZTokens,
  }),
  logout: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/logout',
    access: 'user',
    summary: 'Log out: ends this session and its refresh token',
    tags,
    answer: z.null(),
  }),
};
