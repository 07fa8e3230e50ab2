import { LOGIN_LOCKOUT } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { loginFailures } from '../src/db/schema/index.ts';
import { assertNotLocked, pruneLoginFailures, recordFailure } from '../src/modules/auth/lockout.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const T0 = Date.parse('2026-03-01T08:00:00Z');
const keys = async () => (await database.db.select().from(loginFailures)).map((r) => r.usernameKey).sort();

describe('pruning login failures', () => {
  it('drops a row only once it neither counts nor locks', async () => {
    const { db } = database;
    await recordFailure(db, 'once', T0);
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await recordFailure(db, 'locked', T0);
    await expect(assertNotLocked(db, 'locked', T0 + 1)).rejects.toMatchObject({ code: 'A2027' });

    expect(await pruneLoginFailures(db, T0 + LOGIN_LOCKOUT.windowMs)).toBe(0);
    expect(await keys()).toEqual(['locked', 'once']);

    const later = T0 + LOGIN_LOCKOUT.windowMs + 1;
    const lockHolds = T0 + LOGIN_LOCKOUT.lockMs > later;
    await pruneLoginFailures(db, later);
    expect(await keys()).toEqual(lockHolds ? ['locked'] : []);

    const free = T0 + Math.max(LOGIN_LOCKOUT.windowMs, LOGIN_LOCKOUT.lockMs) + 1;
    await pruneLoginFailures(db, free);
    expect(await keys()).toEqual([]);
    await expect(assertNotLocked(db, 'locked', free)).resolves.toBeUndefined();
  });
});
