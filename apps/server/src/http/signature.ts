import {
  DESIGNER_CLIENT_SECRET,
  type QueryValues,
  SIGNATURE_MAX_SKEW_MS,
  signRequest,
} from '@cairn/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Refuses a request whose `sign` header is missing or wrong, or whose `time` is more than five
 * minutes from the server's clock (spec doc 2 §5). Multipart bodies are not part of the string.
 */
export function verifySignature(request: FastifyRequest, now: number): void {
  const time = request.headers.time;
  const sign = request.headers.sign;
  if (typeof time !== 'string' || typeof sign !== 'string' || !/^\d{1,16}$/.test(time)) {
    throw new AppError('A0400', 'missing request signature (time, sign)');
  }
  if (Math.abs(now - Number(time)) > SIGNATURE_MAX_SKEW_MS) {
    throw new AppError('A0400', 'request time is more than 5 minutes off; check the device clock');
  }
  const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  const body = isMultipart ? undefined : request.body;
  const expected = signRequest((request.query ?? {}) as QueryValues, body, time, DESIGNER_CLIENT_SECRET);
  if (!timingSafeEqualHex(expected, sign.toLowerCase())) {
    throw new AppError('A0400', 'wrong request signature');
  }
}
