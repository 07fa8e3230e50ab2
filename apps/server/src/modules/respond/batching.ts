import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';

/**
 * Respondent calls arriving together share their database statements: what the requests of one
 * turn of the event loop ask is sent as one statement (DataLoader, scheduled with setImmediate so
 * every request parsed in that turn joins). Under load this replaces a round trip, a plan and a
 * commit per request with one per batch; alone, a request waits one turn of the loop. Nothing is
 * cached across batches: each answer comes from a statement sent after the request arrived.
 */
export function batchLoader<K, V>(run: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) => run(keys), {
    cache: false,
    maxBatchSize: 256,
    batchScheduleFn: (callback) => setImmediate(callback),
  });
}

/** One value per database, made on first use (loaders hold their own queue per database). */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
