import {
  accountApi,
  domainApi,
  type EmailChangeBody,
  type MobileLoginBody,
  type MobileUpdateBody,
  mobileAuthApi,
  type Recognition,
  type RecognizeBody,
  recognizeApi,
  type Tokens,
  type User,
  type UserDomain,
  usersApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The silent codes of sending a code: the form shows them beside the field. */
const SEND = ['A0400', 'A2003', 'A2004', 'A2032'] as const;
const CHECK = ['A0400', 'A2005', 'A2018'] as const;

/** Texts a login code; the answer is the same whether or not the number has an account. */
export function sendLoginSmsCode(mobile: string): Promise<null> {
  return api.call(accountApi.smsCode, { mobile }, { handles: [...SEND] });
}

/** Logs in with a mobile number and its texted code, and starts the session. */
export async function loginWithMobile(body: MobileLoginBody): Promise<Tokens> {
  const tokens = await api.call(mobileAuthApi.mobile, body, { auth: 'client', handles: [...CHECK, 'A2026'] });
  api.startSession(tokens);
  return tokens;
}

export function sendSelfMobileCode(): Promise<null> {
  return api.call(accountApi.smsCodeSelf, {}, { handles: [...SEND] });
}

export function confirmCurrentMobile(code: string): Promise<null> {
  return api.call(accountApi.mobilePre, { code }, { handles: [...CHECK] });
}

export function sendNewMobileCode(mobile: string): Promise<null> {
  return api.call(accountApi.smsCodeNew, { mobile }, { handles: [...SEND, 'A2016', 'A2017', 'A2022'] });
}

/** Sets the new mobile with the code texted to it. */
export function changeMobile(body: MobileUpdateBody): Promise<User> {
  return api.call(usersApi.update, body, { handles: [...CHECK, 'A2016', 'A2017', 'A2022'] });
}

/** Without a code: mails one to the new address. With it: changes the e-mail. */
export function changeEmail(body: EmailChangeBody): Promise<User> {
  return api.call(accountApi.email, body, { handles: [...SEND, ...CHECK, 'A2012', 'A2013'] });
}

export function fetchDomains(): Promise<UserDomain[]> {
  return api.call(domainApi.list, {});
}

/** Claims a domain; its review codes (A2008–A2010, A2019–A2021) show beside the field. */
export function addDomain(domain: string): Promise<UserDomain> {
  return api.call(
    domainApi.add,
    { domain },
    { handles: ['A0400', 'A2008', 'A2009', 'A2010', 'A2019', 'A2020', 'A2021'] },
  );
}

export function removeDomain(id: number): Promise<null> {
  return api.call(domainApi.remove, { id });
}

/** The caller's certification, or null before one. */
export function fetchRecognition(): Promise<Recognition | null> {
  return api.call(recognizeApi.get, {});
}

/** Mails a certification code to a work address; a public mailbox's is A2009. */
export function sendRecognizeCode(email: string): Promise<null> {
  return api.call(recognizeApi.code, { email }, { handles: [...SEND, 'A2009'] });
}

export function certify(body: RecognizeBody): Promise<Recognition> {
  return api.call(recognizeApi.certify, body, { handles: [...CHECK, 'A2009', 'A2032'] });
}
