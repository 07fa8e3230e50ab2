import { fileKeyOfImageSrc, fileLinksToKeys, sanitizeRichText } from '@cairn/core';

/**
 * Images in the title editor. A stored title names images by file key (core's
 * rich-text/file-images.ts); the editable shows them through signed links. Each <img> carries its
 * key in `data-key` (only in the editor's DOM, the sanitiser drops it), so a link that has not
 * arrived yet (the placeholder) or has expired never decides what is saved.
 */

/** Inert parsing: images in a <template> do not load, so a bare key never becomes a request. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The editable's content for a stored title: sanitised, each image keyed and shown by `linkOf`. */
export function editableTitle(html: string, linkOf: (key: string) => string): DocumentFragment {
  const content = parse(sanitizeRichText(html));
  for (const img of content.querySelectorAll('img')) {
    const key = fileKeyOfImageSrc(img.getAttribute('src') ?? '');
    if (!key) continue;
    img.dataset.key = key;
    img.setAttribute('src', linkOf(key));
  }
  return content;
}

/** Sets the links of keyed images again (links arrived or were renewed); unkeyed ones stay. */
export function refreshImageLinks(area: HTMLElement, linkOf: (key: string) => string): void {
  for (const img of area.querySelectorAll<HTMLImageElement>('img[data-key]')) {
    const link = linkOf(img.dataset.key ?? '');
    if (img.getAttribute('src') !== link) img.setAttribute('src', link);
  }
}

/** What the editable holds, as a title to store: keys for images, everything sanitised. */
export function storedTitle(area: HTMLElement): string {
  const content = parse(area.innerHTML);
  for (const img of content.querySelectorAll<HTMLImageElement>('img[data-key]')) {
    img.setAttribute('src', img.dataset.key ?? '');
  }
  const holder = document.createElement('div');
  holder.append(content);
  return fileLinksToKeys(sanitizeRichText(holder.innerHTML));
}

export interface TitleImage {
  key: string;
  url: string;
  name: string;
}

/**
 * Puts an image where `range` is (replacing a selection), or at the end of `area` when the range
 * is missing or outside it, and leaves the caret just after the image.
 */
export function insertTitleImage(
  area: HTMLElement,
  range: Range | null,
  image: TitleImage,
): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', image.url);
  img.setAttribute('alt', image.name);
  img.dataset.key = image.key;
  const inside = range !== null && area.contains(range.commonAncestorContainer);
  const at = inside ? range : document.createRange();
  if (!inside) {
    at.selectNodeContents(area);
    at.collapse(false);
  }
  at.deleteContents();
  at.insertNode(img);
  const caret = document.createRange();
  caret.setStartAfter(img);
  caret.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(caret);
  return img;
}
