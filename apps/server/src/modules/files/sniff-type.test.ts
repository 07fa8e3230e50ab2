import { describe, expect, it } from 'vitest';
import { SNIFFABLE_EXTENSIONS, sniffType } from './sniff-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffType', () => {
  it('names what MediaRecorder writes in each browser', () => {
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0]))?.mime).toBe('audio/webm');
    expect(sniffType(bytes('OggS', [0, 2]))?.mime).toBe('audio/ogg');
    expect(sniffType(bytes([0, 0, 0, 0x1c], 'ftypM4A '))?.mime).toBe('video/mp4');
  });

  it('tells documents and images by their bytes, whatever the name', () => {
    expect(sniffType(bytes('%PDF-1.7'))?.extensions).toContain('pdf');
    expect(sniffType(bytes([0x50, 0x4b, 0x03, 0x04]))?.extensions).toContain('docx');
    expect(sniffType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe('image/png');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))?.mime).toBe('audio/wav');
  });

  it('knows nothing of plain text, whose suffixes are not claimed by any signature', () => {
    expect(sniffType(bytes('name,score\n'))).toBeNull();
    expect(SNIFFABLE_EXTENSIONS.has('csv')).toBe(false);
    expect(SNIFFABLE_EXTENSIONS.has('png')).toBe(true);
  });
});
