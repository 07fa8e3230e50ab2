import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv-line.ts';

describe('CSV escaping', () => {
  it('quotes fields with commas, quotes and line breaks and doubles quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('writes plain text, numbers and empty cells as they are', () => {
    expect(csvLine(['中文', 3, null, 1.5])).toBe('中文,3,,1.5\r\n');
  });
});
