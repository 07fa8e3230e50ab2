import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readFlatXml } from './wechat-xml.ts';

/** The query WeChat signs every push (and the server-address check) with. */
export const ZSignedQuery = z.object({
  signature: z.string().regex(/^[0-9a-f]{40}$/i),
  timestamp: z.string().regex(/^\d{1,12}$/),
  nonce: z.string().min(1).max(64),
});
export type SignedQuery = z.infer<typeof ZSignedQuery>;

export const wechatSignature = (token: string, timestamp: string, nonce: string) =>
  createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');

/** WeChat's check: sha1 of the sorted token, timestamp and nonce, compared in constant time. */
export function signatureHolds(token: string, query: SignedQuery): boolean {
  const expected = Buffer.from(wechatSignature(token, query.timestamp, query.nonce), 'hex');
  return timingSafeEqual(expected, Buffer.from(query.signature, 'hex'));
}

// An openId as WeChat writes them (28 characters), within what the simulator accepts too.
const ZEvent = z.object({
  FromUserName: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/),
  MsgType: z.string(),
  Event: z.string().optional(),
  EventKey: z.string().optional(),
});

/**
 * The scan a push reports, or null for any other push (messages, plain follows, menu clicks),
 * which is answered and ignored. SCAN: a follower scanned, the key is the scene. subscribe from
 * a QR code: a new follower, the key is `qrscene_` + the scene. Throws on XML that is not a push.
 */
export function scanOfPush(xml: string): { ticket: string; openId: string } | null {
  const push = ZEvent.parse(readFlatXml(xml));
  if (push.MsgType !== 'event' || !push.EventKey) return null;
  if (push.Event === 'SCAN') return { ticket: push.EventKey, openId: push.FromUserName };
  if (push.Event === 'subscribe' && push.EventKey.startsWith('qrscene_'))
    return { ticket: push.EventKey.slice('qrscene_'.length), openId: push.FromUserName };
  return null;
}
