import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal answers give equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a retried submit is compared by: the same answers (and version) give the same digest. */
export function answersDigest(version: number, answers: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${version}\n${canonical(answers)}`)
    .digest('hex');
}
