import { describe, expect, it } from 'vitest';
import { fileKeyOf, structuralProblem } from './image-check.ts';

const png = { key: 'k', mime: 'image/png', size: 1000, width: 100, height: 100, name: 'a.png' };

describe('image check', () => {
  it('reads the stored file key of a bare key or a signed link, nothing else', () => {
    const key = 'ab'.repeat(16);
    expect(fileKeyOf(key)).toBe(key);
    expect(fileKeyOf(`https://host/api/files/${key}?exp=1&sig=2`)).toBe(key);
    expect(fileKeyOf('https://elsewhere.example/cat.png')).toBeNull();
    expect(fileKeyOf(`${key}x`)).toBeNull();
  });

  it('refuses a wrong type, a file over 10 MB and sizes out of range; passes a normal image', () => {
    expect(structuralProblem(png)).toBeNull();
    expect(structuralProblem({ ...png, mime: 'text/html' })).toBe(
      'type text/html is not an accepted image type',
    );
    expect(structuralProblem({ ...png, size: 11 * 1024 * 1024 })).toBe('larger than 10 MB');
    expect(structuralProblem({ ...png, width: 0 })).toBe('has no visible size');
    expect(structuralProblem({ ...png, height: 20_000 })).toBe('wider or taller than 10000 pixels');
    expect(structuralProblem({ ...png, mime: 'image/svg+xml', width: null, height: null })).toBeNull();
  });
});
