/**
 * Request signature (spec doc 2 §5), shared by the server that checks it and the clients that
 * send it. SHA-256 comes from @noble/hashes because `crypto.subtle` is missing on plain-HTTP LAN
 * addresses.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Query values as parsed: a repeated parameter arrives as an array of its values in order. */
export type QueryValues = Record<string, string | readonly string[] | undefined>;

export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

function byCodePoint(a: string, b: string): number {
  // Names are compared by code point, not UTF-16 unit or locale, so both sides agree on any name.
  const ca = Array.from(a);
  const cb = Array.from(b);
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const d = ca[i]!.codePointAt(0)! - cb[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return ca.length - cb.length;
}

/**
 * `name=value` pairs of every query parameter and every top-level body field, sorted by name and
 * joined with `&`, then `&time=<time>`. Strings stand as they are; everything else as JSON.
 * Multipart bodies are not signed: pass `undefined` as the body.
 */
export function canonicalString(query: QueryValues, body: unknown, time: number | string): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    pairs.push([name, typeof value === 'string' ? value : value.join(',')]);
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined) continue;
      pairs.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
    }
  }
  pairs.sort((a, b) => byCodePoint(a[0], b[0]));
  const joined = pairs.map(([n, v]) => `${n}=${v}`).join('&');
  return `${joined ? `${joined}&` : ''}time=${time}`;
}

export function signRequest(
  query: QueryValues,
  body: unknown,
  time: number | string,
  secret: string,
): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalString(query, body, time) + secret)));
}

/** Query values of parsed pairs (a URLSearchParams), repeated names collected in order. */
export function queryValuesOf(params: Iterable<[string, string]>): QueryValues {
  const out: Record<string, string[]> = {};
  for (const [k, v] of params) {
    out[k] ??= [];
    out[k].push(v);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}
