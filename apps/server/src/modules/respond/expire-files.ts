import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles, responses } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';

export const FILE_EXPIRY_BATCH = 500;

/**
 * Deletes respondent files nobody will ever read, older than `ttlMs`: files whose response was
 * never saved or has expired (no response row), and files a finished response does not refer to
 * (a signature drawn again, a recording replaced, a file removed before submitting). A partial
 * response keeps all its files until it is finished or expires. Keys are random, so a key not
 * found in the answers' text is not referred to. The row goes first, then the bytes: a failure
 * between the two leaves unreachable bytes, never a reference to missing ones.
 */
export async function expireOrphanFiles(
  db: Db,
  storage: FileStorage,
  now: number,
  ttlMs: number,
  batch = FILE_EXPIRY_BATCH,
): Promise<number> {
  const cutoff = new Date(now - ttlMs);
  let total = 0;
  for (;;) {
    const gone = await db
      .delete(respondentFiles)
      .where(
        sql`${respondentFiles.storageKey} in (
          select f.storage_key from ${respondentFiles} f
          left join ${responses} r on r.survey_id = f.survey_id and r.id = f.response_id
          where f.created_at < ${cutoff.toISOString()}::timestamptz
            and (r.id is null or (r.status <> 'partial' and position(f.storage_key in r.answers::text) = 0))
          limit ${batch})`,
      )
      .returning({ key: respondentFiles.storageKey });
    for (const { key } of gone) await storage.remove(key);
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
