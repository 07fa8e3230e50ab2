import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvEncoder } from './csv-encoder.ts';
import { csvLine } from './csv-line.ts';

/** Records through the encoder, as the bytes it hands on. */
async function encoded(records: readonly (string | number | null)[][], prefix = ''): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const encoder = csvEncoder(async (chunk) => {
    chunks.push(Buffer.from(chunk));
  });
  if (prefix) await encoder.putText(prefix);
  for (const record of records) {
    const handed = encoder.put(record);
    if (handed) await handed;
  }
  await encoder.flush();
  return Buffer.concat(chunks);
}

const expected = (records: readonly (string | number | null)[][], prefix = '') =>
  Buffer.from(prefix + records.map((record) => csvLine(record)).join(''), 'utf8');

const TEXTS = [
  '',
  'plain',
  'a,b',
  'say "hi"',
  'line\nbreak',
  'cr\r',
  '中文, "quoted"',
  "'=SUM(A1)",
  '\uD800 lone',
  '😀',
];
const NUMBERS = [
  0,
  -0,
  7,
  -7,
  10,
  99,
  100,
  123456789,
  999999999,
  1e9,
  -1e9,
  -999999999,
  1.5,
  -0.25,
  1e21,
  2 ** 53,
  NaN,
  Infinity,
  -Infinity,
];

describe('CSV encoder', () => {
  it('writes the bytes of csvLine for texts, numbers and empty cells', async () => {
    const records = [TEXTS, NUMBERS, [null, null], [], [null], ['x', null, 3]];
    expect((await encoded(records, '\uFEFF')).equals(expected(records, '\uFEFF'))).toBe(true);
  });

  it('writes the bytes of csvLine for any records, across buffers and past a buffer', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(value, { maxLength: 12 }), { maxLength: 30 }), async (records) => {
        expect((await encoded(records)).equals(expected(records))).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Records filling several 1 MB buffers, and one record larger than a buffer.
    const many = Array.from({ length: 20_000 }, (_, r) => [`row ${r} 中文`, r, 'x'.repeat(r % 200), null]);
    const huge = [['y'.repeat(3_000_000), 'z'], ['after']];
    const records = [...many, ...huge, ...many];
    expect((await encoded(records)).equals(expected(records))).toBe(true);
  });
});
