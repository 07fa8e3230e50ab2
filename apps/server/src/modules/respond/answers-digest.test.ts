import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersDigest, canonical } from './answers-digest.ts';

/** The first, plain implementation: the text stored digests were made from. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('answers digest', () => {
  it('writes exactly the text of the first implementation, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonical(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
    const odd = { 'a"b': 1, 'new\nline': [undefined, 2], 中: { z: null, a: 'x' }, '': 0, b: undefined };
    expect(canonical(odd)).toBe(reference(odd));
  });

  it('is the same whatever the key order, and differs when an answer differs', () => {
    const a = { '12': { optionId: 3, text: 'x' }, '7': 'hello' };
    const b = { '7': 'hello', '12': { text: 'x', optionId: 3 } };
    expect(answersDigest(1, a)).toBe(answersDigest(1, b));
    expect(answersDigest(1, a)).not.toBe(answersDigest(2, a));
    expect(answersDigest(1, a)).not.toBe(answersDigest(1, { ...b, '7': 'hello!' }));
  });
});
