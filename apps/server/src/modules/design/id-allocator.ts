import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Reserves ids from the tables' sequences before a pure tree operation runs, since the
 * operation itself cannot wait on the database. Unused reservations leave harmless gaps.
 */
export async function reserveIds(db: Db, table: 'nodes' | 'options', count: number): Promise<number[]> {
  if (count <= 0) return [];
  const sequence = table === 'nodes' ? 'nodes_id_seq' : 'options_id_seq';
  const result = await db.execute<{ id: number }>(
    sql`SELECT nextval(${sequence})::int AS id FROM generate_series(1, ${count}::int)`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** A synchronous allocator over reserved ids, for core's `nextId`. */
export function allocatorOf(ids: number[], what: string): () => number {
  let i = 0;
  return () => {
    const id = ids[i++];
    if (id === undefined) throw new Error(`id reservation for ${what} was too small`);
    return id;
  };
}
