import type { TreeChange } from '@cairn/core';
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { nodes, options } from '../../db/schema/index.ts';
import { nodeRowOf, optionRowOf } from './design-records.ts';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters at ~19 columns a row. */
const CHUNK = 500;

/** `SET col = excluded.col` for every column but the key, so one statement inserts or updates. */
function upsertSet(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.name !== 'id') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const nodeSet = upsertSet(nodes);
const optionSet = upsertSet(options);

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Writes exactly what a core operation changed: inserted and updated rows in one upsert per
 * table (nodes first, since options point at them), then deleted options, then deleted nodes.
 * A sort of 1,000 questions is two statements, not 1,000.
 */
export async function persistChange(tx: Db, change: TreeChange): Promise<void> {
  const nodeRows = [...change.nodes.inserted, ...change.nodes.updated].map(nodeRowOf);
  const optionRows = [...change.options.inserted, ...change.options.updated].map(optionRowOf);
  await inChunks(nodeRows, (chunk) =>
    tx.insert(nodes).values(chunk).onConflictDoUpdate({ target: nodes.id, set: nodeSet }),
  );
  await inChunks(optionRows, (chunk) =>
    tx.insert(options).values(chunk).onConflictDoUpdate({ target: options.id, set: optionSet }),
  );
  await inChunks(change.options.deleted, (ids) => tx.delete(options).where(inArray(options.id, ids)));
  await inChunks(change.nodes.deleted, (ids) => tx.delete(nodes).where(inArray(nodes.id, ids)));
}
