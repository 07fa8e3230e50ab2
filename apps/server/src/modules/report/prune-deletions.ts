import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responseDeletions } from '../../db/schema/index.ts';
import { DATASET_IDLE_REBUILD_MS } from './engine/dataset-cache.ts';

/**
 * How long a deletion is kept for report caches to read. A cached dataset is rebuilt once it has
 * not been refreshed for DATASET_IDLE_REBUILD_MS, so every live dataset's watermark is younger
 * than that and never needs a deletion this old; the margin covers late commits and clock skew
 * between processes.
 */
export const RESPONSE_DELETIONS_KEEP_MS = 7 * DATASET_IDLE_REBUILD_MS;

/** Deletes deletion records older than RESPONSE_DELETIONS_KEEP_MS (the sweep); how many. */
export async function pruneResponseDeletions(db: Db, at: number): Promise<number> {
  const removed = await db
    .delete(responseDeletions)
    .where(lt(responseDeletions.deletedAt, new Date(at - RESPONSE_DELETIONS_KEEP_MS)))
    .returning({ seq: responseDeletions.seq });
  return removed.length;
}
