import { createHash } from 'node:crypto';

/** Keys JSON.stringify writes as they are between quotes (no escaping needed). */
const PLAIN_KEY = /^[\w.@:-]*$/;

/**
 * JSON with object keys sorted at every level, so equal answers give equal text whatever the key
 * order. Written for speed (every submit digests its answers): one pass, no entry arrays. The
 * text must never change, or retries of responses stored earlier would no longer match.
 */
export function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonical(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as `<` does on strings.
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${first ? '' : ','}${PLAIN_KEY.test(key) ? `"${key}"` : JSON.stringify(key)}:${canonical(item)}`;
    first = false;
  }
  return `${out}}`;
}

/** What a retried submit is compared by: the same answers (and version) give the same digest. */
export function answersDigest(version: number, answers: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${version}\n${canonical(answers)}`)
    .digest('hex');
}
