import {
  RESPOND_UPLOAD_BYTES_PER_IP,
  RESPOND_UPLOAD_WINDOW_MS,
  RESPOND_UPLOADS_PER_IP,
} from '@cairn/contract';
import { and, count, eq, gt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles } from '../../db/schema/index.ts';

/**
 * Uploads and bytes per address in the last RESPOND_UPLOAD_WINDOW_MS, so the public upload call
 * cannot be used to fill the disk. Read from the stored files themselves (respondent_files keeps
 * each file's address and time), so every server process and a restart see the same budget and
 * nothing else has to be kept in step. Parallel uploads from one address may each pass the check
 * and overshoot by their own number: a budget against filling the disk, not an exact quota.
 * Time comes from the caller (the app's clock), so tests cross the window without waiting.
 */
export async function mayUpload(db: Db, ip: string, now: number): Promise<boolean> {
  const [used] = await db
    .select({ files: count(), bytes: sum(respondentFiles.size).mapWith(Number) })
    .from(respondentFiles)
    .where(
      and(
        eq(respondentFiles.ip, ip),
        gt(respondentFiles.createdAt, new Date(now - RESPOND_UPLOAD_WINDOW_MS)),
      ),
    );
  return (used?.files ?? 0) < RESPOND_UPLOADS_PER_IP && (used?.bytes ?? 0) < RESPOND_UPLOAD_BYTES_PER_IP;
}
