import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ssoIdentities } from '../../db/schema/index.ts';
import { createUser } from '../users/create-user.ts';
import { findUserByEmail, findUserById, findUserByName, type UserRow } from '../users/user-repo.ts';
import type { IdClaims } from './oidc-client.ts';

/** How an SSO login found its account: the audit detail of `login.sso`. */
export type SsoLink = 'identity' | 'email' | 'created';

/** A name for a new account from the claims: letters, digits, _ . @ only, 2–32 long, free. */
async function freeUsername(db: Db, claims: IdClaims): Promise<string> {
  const wanted = (claims.email?.split('@')[0] ?? claims.name ?? 'sso')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}_.]/gu, '')
    .slice(0, 24);
  const stem = wanted.length >= 2 ? wanted : `sso_${wanted}`;
  if (!(await findUserByName(db, stem))) return stem;
  for (;;) {
    const name = `${stem}_${randomBytes(3).toString('hex')}`;
    if (!(await findUserByName(db, name))) return name;
  }
}

/**
 * The account of an SSO identity: the one linked before; else the account whose e-mail the
 * issuer says it verified (linked now — the issuer is one the operator configured and trusts);
 * else a new account, with the e-mail when verified and free, and a random password the person
 * can reset by mail or never use.
 */
export async function accountForIdentity(
  db: Db,
  issuer: string,
  claims: IdClaims,
): Promise<{ user: UserRow; linked: SsoLink }> {
  const [known] = await db
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, claims.subject)));
  const knownUser = known && (await findUserById(db, known.userId));
  if (knownUser) return { user: knownUser, linked: 'identity' };

  const verifiedEmail = claims.emailVerified ? claims.email : null;
  let user = verifiedEmail ? await findUserByEmail(db, verifiedEmail) : undefined;
  const linked: SsoLink = user ? 'email' : 'created';
  user ??= await createUser(db, {
    username: await freeUsername(db, claims),
    password: `${randomBytes(24).toString('base64url')}a1`,
    email: verifiedEmail ?? undefined,
  });
  await db
    .insert(ssoIdentities)
    .values({ issuer, subject: claims.subject, userId: user.id, email: claims.email })
    .onConflictDoNothing();
  return { user, linked };
}
