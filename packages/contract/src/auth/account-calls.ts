import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZEmail, ZMobile, ZTokens, ZUser } from './schemas.ts';

const ZCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'six digits');
export const ZMobileBody = z.object({ mobile: ZMobile });
export const ZCodeBody = z.object({ code: ZCode });
export const ZMobileLoginBody = z.object({ mobile: ZMobile, code: ZCode });
export type MobileLoginBody = z.infer<typeof ZMobileLoginBody>;
/** Without `code`: mail a code to the new address. With it: change to the address. */
export const ZEmailChangeBody = z.object({ email: ZEmail, code: ZCode.optional() });
export type EmailChangeBody = z.infer<typeof ZEmailChangeBody>;

const tags = ['account'];
const codeErrors = ['A2003', 'A2004', 'A2032'] as const;

/**
 * Codes by SMS and the changes of e-mail and mobile they prove (issue 22), under /api/designer/v1.
 * A new address is proven by a code sent to it; a mobile that already exists is proven first
 * (`sms/mobile/code/self` then `users/mobile/pre`). docs/ARCHITECTURE.md "Verification codes".
 */
export const accountApi = {
  smsCode: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/sms/mobile/code',
    access: 'client',
    summary: 'Text a six-digit login code to a mobile number',
    description:
      'Answers the same whether or not an account has the number (the text only goes out when one does). ' +
      'A2004 within a minute of the last code to the number, A2003 past the daily limit per number or per ' +
      'client address, or when the text cannot be sent.',
    errors: [...codeErrors],
    tags,
    rateLimit: 10,
    body: ZMobileBody,
    answer: z.null(),
  }),
  smsCodeSelf: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/sms/mobile/code/self',
    access: 'user',
    summary: 'Text a code to the caller’s current mobile (first step of changing it)',
    description: 'A0400 when the account has no mobile; A2003/A2004 as for every code.',
    errors: [...codeErrors],
    tags,
    rateLimit: 10,
    answer: z.null(),
  }),
  smsCodeNew: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/sms/mobile/code/new',
    access: 'user',
    summary: 'Text a code to the new mobile',
    description:
      'A2016 when it is the current number, A2022 when another account has it, A2017 when the account has a ' +
      'mobile and its code was not confirmed first (`users/mobile/pre`).',
    errors: ['A2016', 'A2017', 'A2022', ...codeErrors],
    tags,
    rateLimit: 10,
    body: ZMobileBody,
    answer: z.null(),
  }),
  mobilePre: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/mobile/pre',
    access: 'user',
    summary: 'Confirm the current mobile’s code before a new number may be set',
    description: 'A2018 for a wrong code (five tries), A2005 for an expired or used one.',
    errors: ['A2005', 'A2018', 'A2032'],
    tags,
    rateLimit: 20,
    body: ZCodeBody,
    answer: z.null(),
  }),
  email: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/email',
    access: 'user',
    summary: 'Change the e-mail: without a code, mail one to the new address; with it, change',
    description:
      'A2012 when it is the current address, A2013 when another account has it; A2018 for a wrong code, ' +
      'A2005 for an expired one; A2003/A2004 when mailing the code.',
    errors: ['A2005', 'A2012', 'A2013', 'A2018', ...codeErrors],
    tags,
    rateLimit: 20,
    body: ZEmailChangeBody,
    answer: ZUser,
  }),
};

/** Mobile login (spec doc 2 §7), under /api/auth. */
export const mobileAuthApi = {
  mobile: endpoint({
    method: 'POST',
    service: 'auth',
    path: '/oauth/mobile',
    access: 'client',
    summary: 'Log in with a mobile number and a texted code',
    description:
      'Needs the fixed client header as the token call. The same tokens as a password login. A2018 for a ' +
      'wrong code or a number without an account (the same answer), A2005 for an expired code, A2027 while ' +
      'the number is locked after repeated failures, A2026 for a restricted account.',
    errors: ['A2005', 'A2018', 'A2026', 'A2027', 'A2032'],
    tags: ['auth'],
    rateLimit: 60,
    body: ZMobileLoginBody,
    answer: ZTokens,
  }),
};

/** A claimed e-mail domain: status 0 under review, 1 approved, 2 rejected. */
export const ZUserDomain = z.object({
  id: z.number(),
  domain: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: z.string(),
});
export type UserDomain = z.infer<typeof ZUserDomain>;
export const ZDomainBody = z.object({ domain: z.string().trim().toLowerCase().max(253) });

/**
 * The caller's e-mail domains (base info). A2008 a malformed domain, A2009 a public mailbox
 * provider's (not an organisation's), A2010 another account holds it (it needs the operator's
 * approval), A2019 already approved, A2020 rejected, A2021 under review. Docs: ARCHITECTURE.
 */
export const domainApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/users/domain',
    access: 'user',
    summary: 'The caller’s e-mail domains and their review status',
    tags,
    answer: z.array(ZUserDomain),
  }),
  add: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/domain',
    access: 'user',
    summary: 'Claim an e-mail domain; an operator reviews it',
    errors: ['A2008', 'A2009', 'A2010', 'A2019', 'A2020', 'A2021'],
    tags,
    body: ZDomainBody,
    answer: ZUserDomain,
  }),
  remove: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/users/domain/remove/{id}',
    access: 'user',
    summary: 'Remove one of the caller’s domains',
    description: 'A0404 for a domain that is not the caller’s.',
    errors: ['A0404'],
    tags,
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.null(),
  }),
};

export const ZRecognition = z.object({
  id: z.number(),
  organization: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Recognition = z.infer<typeof ZRecognition>;
export const ZRecognizeBody = z.object({
  organization: z.string().trim().min(2).max(100),
  email: ZEmail,
  code: ZCode,
});
export type RecognizeBody = z.infer<typeof ZRecognizeBody>;

/**
 * Qualification certification: a code mailed to a work address proves the organisation; the
 * certification's id becomes `users.recognizeId`. A2009 for a public mailbox provider's address.
 */
export const recognizeApi = {
  get: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/recognize',
    access: 'user',
    summary: 'The caller’s current certification, or null',
    tags,
    answer: ZRecognition.nullable(),
  }),
  code: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/email/code/recognize',
    access: 'user',
    summary: 'Mail a certification code to a work address',
    description: 'A2009 for a public mailbox provider’s address; A2003/A2004 as for every code.',
    errors: ['A2009', ...codeErrors],
    tags,
    rateLimit: 10,
    body: z.object({ email: ZEmail }),
    answer: z.null(),
  }),
  certify: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/recognize',
    access: 'user',
    summary: 'Certify the organisation with the mailed code',
    description: 'A2018 for a wrong code (five tries), A2005 for an expired one.',
    errors: ['A2005', 'A2009', 'A2018', 'A2032'],
    tags,
    rateLimit: 20,
    body: ZRecognizeBody,
    answer: ZRecognition,
  }),
};
