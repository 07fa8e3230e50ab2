import {
  RESPOND_UPLOAD_BYTES_PER_IP,
  RESPOND_UPLOAD_WINDOW_MS,
  RESPOND_UPLOADS_PER_IP,
} from '@cairn/contract';

/**
 * Uploads and bytes per address in a fixed window (RESPOND_UPLOAD_WINDOW_MS), so the public
 * upload call cannot be used to fill the disk. In memory, like guess-limit.ts: one process, a
 * restart forgets; bounded by dropping the oldest entries. Time comes from the caller (the app's
 * clock), so tests cross the window without waiting.
 */
const MAX_ENTRIES = 50_000;
const used = new Map<string, { count: number; bytes: number; since: number }>();

function current(ip: string, now: number) {
  const entry = used.get(ip);
  return entry && now - entry.since < RESPOND_UPLOAD_WINDOW_MS ? entry : null;
}

/** Whether this address may upload another file now. */
export function mayUpload(ip: string, now: number): boolean {
  const entry = current(ip, now);
  return !entry || (entry.count < RESPOND_UPLOADS_PER_IP && entry.bytes < RESPOND_UPLOAD_BYTES_PER_IP);
}

/** Counts a stored file against its address. */
export function recordUpload(ip: string, bytes: number, now: number): void {
  const entry = current(ip, now);
  if (entry) {
    entry.count++;
    entry.bytes += bytes;
    return;
  }
  used.delete(ip);
  used.set(ip, { count: 1, bytes, since: now });
  if (used.size > MAX_ENTRIES) used.delete(used.keys().next().value as string);
}
