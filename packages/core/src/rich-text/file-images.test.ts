import { describe, expect, it } from 'vitest';
import { fileKeyOfImageSrc, fileLinksToKeys, imageKeysOf, resolveFileImages } from './file-images.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const linkOf = (key: string) => `/api/files/${key}?exp=1700000000000&sig=${'cd'.repeat(32)}`;

describe('file images in rich text', () => {
  it('knows a key and a signed link of ours, nothing else', () => {
    expect(fileKeyOfImageSrc(A)).toBe(A);
    expect(fileKeyOfImageSrc(linkOf(B))).toBe(B);
    expect(fileKeyOfImageSrc(`https://x.example${linkOf(B)}`)).toBeNull();
    expect(fileKeyOfImageSrc('https://x.example/a.png')).toBeNull();
  });

  it('turns keys into links for showing, and links back into keys for storing', () => {
    const stored = sanitizeRichText(`Look <img src="${A}" alt="a"> and <b>b</b>`);
    const shown = resolveFileImages(stored, linkOf);
    expect(shown).toBe(`Look <img src="${linkOf(A).replace('&', '&amp;')}" alt="a"> and <b>b</b>`);
    // What a browser gives back (entities as it writes them) sanitises to the same stored form.
    expect(fileLinksToKeys(sanitizeRichText(shown))).toBe(stored);
  });

  it('leaves signed links alone when resolving (the respondent copy is already signed)', () => {
    const signed = sanitizeRichText(`<img src="${linkOf(A)}">`);
    expect(resolveFileImages(signed, () => 'never')).toBe(signed);
  });

  it('lists each key once, whichever form it is in', () => {
    const html = sanitizeRichText(`<img src="${A}"><img src="${linkOf(A)}"><img src="${B}">`);
    expect(imageKeysOf(html)).toEqual([A, B]);
    expect(imageKeysOf('no images')).toEqual([]);
  });
});
