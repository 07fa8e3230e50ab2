import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
}

/** A database on a PostgreSQL server (production and CI). */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, an administrator) emits 'error' on
  // the pool; unhandled, that would stop the process. The pool drops the broken connection and
  // opens a new one on the next query, so a warning is all it needs.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
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
