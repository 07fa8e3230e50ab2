import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/index.ts';

const KEY_NAME = 'jwt_signing_key';

/**
 * The access-token key: JWT_SECRET when set, else a random key generated once and kept in the
 * database, so every server process on the same database signs and verifies alike.
 */
export async function loadSigningKey(db: Db, jwtSecret: string | undefined): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  await db
    .insert(systemSettings)
    .values({ key: KEY_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, KEY_NAME));
  if (!row) throw new Error('signing key missing after insert');
  return new TextEncoder().encode(row.value);
}
