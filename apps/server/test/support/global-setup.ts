import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

interface Migrated {
  /** The template database's name, or the PGlite dump's path. */
  value: string;
  users: number;
  remove(): Promise<void> | void;
}

/**
 * Both projects of a database kind (the shared-module one and the isolated one) run in this
 * process: they migrate once between them, and the last to finish removes the copy.
 */
const holder = globalThis as { __cairnMigrated?: Map<string, Promise<Migrated>> };
holder.__cairnMigrated ??= new Map();
const migrated = holder.__cairnMigrated;

async function migratePostgres(): Promise<Migrated> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `cairn_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(databaseUrlFor(url, template));
  await runMigrations(database);
  await database.close();
  return {
    value: template,
    users: 0,
    async remove() {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function migratePglite(): Promise<Migrated> {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-pglite-'));
  const database = await openPglite({});
  await runMigrations(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { value: file, users: 0, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Migrates once per run; every test file then starts from a copy: a PGlite data-dir dump, or a
 * PostgreSQL database created from a migrated template.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === 'pg' ? 'pg' : 'pglite';
  let pending = migrated.get(kind);
  if (!pending) {
    pending = kind === 'pg' ? migratePostgres() : migratePglite();
    migrated.set(kind, pending);
  }
  const done = await pending;
  done.users++;
  if (kind === 'pg') project.provide('pgTemplate', done.value);
  else project.provide('pgliteDump', done.value);
  return async () => {
    if (--done.users > 0) return;
    migrated.delete(kind);
    await done.remove();
  };
}
