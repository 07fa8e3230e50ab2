import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, t=2, p=1). */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

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
