import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { createPgPool, type DbTimeouts, DEFAULT_DB_TIMEOUTS } from './pg-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
}

/**
 * A database on a PostgreSQL server (production and CI), through a pool that survives the
 * server's restarts and bounds every wait (pg-pool.ts).
 */
export function openPostgres(url: string, timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS): Database {
  const pool = createPgPool(url, 10, timeouts, (message) => process.emitWarning(message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'pg', close: () => pool.end() };
}

/**
 * The embedded database: PGlite, in-process PostgreSQL with one connection. `dataDir` undefined
 * keeps it in memory; `loadDataDir` starts from a dumped copy (tests).
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', client, close: () => client.close() };
}
