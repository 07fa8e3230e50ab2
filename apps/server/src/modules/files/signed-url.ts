import { createHmac, timingSafeEqual } from 'node:crypto';
import { filesApi, fillPath } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';

export const FILE_URL_TTL_MS = 60 * 60 * 1000;
/** Expiries are rounded up to this step, so lists asked twice within it give the same URLs (browser cache). */
const EXPIRY_STEP_MS = 5 * 60 * 1000;

/** A key of its own for file links, derived from the app's signing key (domain separation from JWTs). */
function fileUrlKey(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update('cairn:file-url:v1').digest();
}

export function fileSignature(signingKey: Uint8Array, key: string, exp: number): string {
  return createHmac('sha256', fileUrlKey(signingKey)).update(`${key}\n${exp}`).digest('hex');
}

/**
 * A link to a stored file that works without headers or login (for <img> and <a>, designers and
 * respondents alike) until `exp`: `/api/files/{key}?exp=<epoch ms>&sig=<hex HMAC-SHA256>` (filesApi.link).
 * Valid for at least `ttlMs`.
 */
export function signFileUrl(
  deps: Pick<AppDeps, 'signingKey' | 'now'>,
  key: string,
  ttlMs = FILE_URL_TTL_MS,
): string {
  const exp = Math.ceil((deps.now() + ttlMs) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  return `/api${fillPath(filesApi.link, { key })}?exp=${exp}&sig=${fileSignature(deps.signingKey, key, exp)}`;
}

export type FileLinkCheck = { valid: true; exp: number } | { valid: false };

/** Whether a link's expiry and signature hold at `now`. */
export function checkFileLink(
  signingKey: Uint8Array,
  key: string,
  exp: unknown,
  sig: unknown,
  now: number,
): FileLinkCheck {
  if (typeof exp !== 'string' || !/^\d{1,15}$/.test(exp)) return { valid: false };
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/i.test(sig)) return { valid: false };
  const expiry = Number(exp);
  if (expiry <= now) return { valid: false };
  const expected = Buffer.from(fileSignature(signingKey, key, expiry), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { valid: false };
  return { valid: true, exp: expiry };
}
