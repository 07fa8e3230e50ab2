import { IMAGE_MAX_BYTES } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import {
  checkUploads,
  formatBytes,
  formatOfFileName,
  IMAGE_ACCEPT,
  uploadErrorKind,
} from './upload-validation.ts';

const file = (name: string, size = 100, type = '') => ({ name, size, type });

describe('upload validation', () => {
  it('accepts png, jpeg, gif, webp and svg by extension, any case', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.webp', 'f.svg'].map(formatOfFileName)).toEqual([
      'png',
      'jpeg',
      'jpeg',
      'gif',
      'webp',
      'svg',
    ]);
    expect(formatOfFileName('notes.txt')).toBeNull();
    expect(formatOfFileName('no-extension')).toBeNull();
    expect(IMAGE_ACCEPT).toContain('.webp');
    expect(IMAGE_ACCEPT).toContain('image/svg+xml');
  });

  it('names refused files with their reason and keeps the good ones', () => {
    const result = checkUploads([
      file('ok.png'),
      file('doc.pdf'),
      file('empty.gif', 0),
      file('huge.jpg', IMAGE_MAX_BYTES + 1),
      file('edge.webp', IMAGE_MAX_BYTES),
    ]);
    expect(result.batches.map((b) => b.map((f) => f.name))).toEqual([['ok.png', 'edge.webp']]);
    expect(result.problems).toEqual([
      { name: 'doc.pdf', reason: 'format' },
      { name: 'empty.gif', reason: 'empty' },
      { name: 'huge.jpg', reason: 'size' },
    ]);
  });

  it('splits many files into calls of at most ten', () => {
    const many = Array.from({ length: 23 }, (_, i) => file(`p${i}.png`));
    expect(checkUploads(many).batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(checkUploads([]).batches).toEqual([]);
  });

  it('maps the server refusals to our texts and formats sizes', () => {
    expect(['A0106', 'A0107', 'A0108', 'A0400'].map(uploadErrorKind)).toEqual([
      'format',
      'missing',
      'empty',
      null,
    ]);
    expect([500, 2048, 1536 * 1024, 10 * 1024 * 1024].map(formatBytes)).toEqual([
      '500 B',
      '2 KB',
      '1.5 MB',
      '10 MB',
    ]);
  });
});
