// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editableTitle, insertTitleImage, refreshImageLinks, storedTitle } from './title-images.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const link = (key: string) => `/api/files/${key}?exp=1700000000000&sig=${'c'.repeat(64)}`;
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function area(html: string, linkOf: (key: string) => string = link): HTMLDivElement {
  const el = document.createElement('div');
  el.contentEditable = 'true';
  el.append(editableTitle(html, linkOf));
  document.body.replaceChildren(el);
  return el;
}

describe('title images in the editor', () => {
  it('shows stored keys through links and stores keys again', () => {
    const el = area(`Pick <b>one</b> <img src="${A}" alt="a.png">`);
    const img = el.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(link(A));
    expect(img.dataset.key).toBe(A);
    expect(storedTitle(el)).toBe(`Pick <b>one</b> <img src="${A}" alt="a.png">`);
  });

  it('stores the key even while the image still shows the placeholder, and shows the link once known', () => {
    const el = area(`<img src="${A}">`, () => PLACEHOLDER);
    expect(storedTitle(el)).toBe(`<img src="${A}">`);
    refreshImageLinks(el, link);
    expect(el.querySelector('img')!.getAttribute('src')).toBe(link(A));
  });

  it('inserts a picked image at the caret, replacing a selection, and stores its key', () => {
    const el = area('Hello world');
    const text = el.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 6);
    range.setEnd(text, 11); // "world"
    insertTitleImage(el, range, { key: B, url: link(B), name: 'b.png' });
    expect(storedTitle(el)).toBe(`Hello <img src="${B}" alt="b.png">`);
  });

  it('appends at the end when the saved caret is not in the editor', () => {
    const el = area('Title');
    const outside = document.createRange();
    outside.selectNodeContents(document.body);
    outside.collapse(true);
    insertTitleImage(el, outside, { key: B, url: link(B), name: 'b' });
    expect(storedTitle(el)).toBe(`Title<img src="${B}" alt="b">`);
  });

  it('never stores an outside image or a link that is not ours', () => {
    const el = area('x');
    el.insertAdjacentHTML(
      'beforeend',
      '<img src="https://evil.example/p.png"><img src="/x.png" data-key="nope">',
    );
    expect(storedTitle(el)).toBe('x');
  });
});
