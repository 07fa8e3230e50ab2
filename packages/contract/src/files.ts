import { z } from 'zod';
import { ZProjectCode } from './projects/schemas.ts';

/** Stored-file keys: 32 hex characters, random, made by the server. */
export const ZFileKey = z.string().regex(/^[0-9a-f]{32}$/, 'a file key is 32 hex characters');

/**
 * Fresh signed links for stored files (designs keep keys; links expire after an hour). With
 * `surveyCode`, keys that survey shows (its design, its own images) are signed for anyone who may
 * read it; every other key only for whoever owns it by its kind (files/sign-owned-files.ts).
 */
export const ZFileSignBody = z.object({
  keys: z.array(ZFileKey).min(1).max(200),
  surveyCode: ZProjectCode.optional().describe('the survey whose design shows the keys'),
});
export type FileSignBody = z.infer<typeof ZFileSignBody>;
export const ZFileSignAnswer = z.record(z.string(), z.string());

/** A signed file link's path (GET /api/files/{key}); any string, a key that is not one is a 404. */
export const ZFileLinkParams = z.object({ key: z.string() });
/** A signed file link's query: both are checked by the handler (a missing or wrong one is a 403). */
export const ZFileLinkQuery = z.object({
  exp: z.string().optional().describe('expiry, epoch milliseconds'),
  sig: z.string().optional().describe('hex HMAC-SHA256 of key and exp'),
});
