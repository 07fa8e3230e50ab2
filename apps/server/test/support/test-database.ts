import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { databaseUrlFor } from './database-url.ts';

/** A fresh, migrated database for one test file; closing it drops it. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `cairn_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
          break;
        } catch (error) {
          // Another file may be copying the template at this instant; try again shortly.
          if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
          await new Promise((r) => setTimeout(r, 100 + attempt * 50));
        }
      }
    } finally {
      await admin.end();
    }
    const database = openPostgres(databaseUrlFor(url, name));
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        // Without FORCE first: terminating connections that are still closing makes them emit
        // errors nobody listens to. They finish closing within moments; FORCE is the last resort.
        for (let attempt = 0; ; attempt++) {
          try {
            await drop.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
            break;
          } catch (error) {
            if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
            await new Promise((r) => setTimeout(r, 50 + attempt * 25));
          }
        }
        await drop.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
