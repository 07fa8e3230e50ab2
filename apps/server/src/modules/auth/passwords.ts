import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, t=2, p=1). */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The API test projects register and log in thousands of accounts; at the OWASP cost that was
 * minutes of CPU per run. They ask for the cheapest argon2id (still argon2id, still verified the
 * same way), and only inside Vitest, so no deployment can ask for it.
 */
const cheapForTests = process.env.VITEST === 'true' && process.env.CAIRN_CHEAP_PASSWORD_HASH === '1';
const OPTIONS = cheapForTests
  ? ({ algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
  : PASSWORD_HASH_OPTIONS;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the account does not exist, so an unknown name costs the same
 * work as a wrong password and neither answer nor timing tells which it was.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('cairn-dummy-password-0');
  return dummyHash;
}
