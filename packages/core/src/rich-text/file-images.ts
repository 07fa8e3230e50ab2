import { decodeAttributeValue, escapeAttributeValue } from './html-entities.ts';

/**
 * Images inside rich text are the survey's own stored files, referenced like every other survey
 * image: by file key (32 lowercase hex, what the image library hands out). A design stores the
 * bare key; whoever shows the title turns it into a link (the designer through its signed-link
 * cache, the respondent side on the server, which signs the document before it leaves). The only
 * link form accepted is that signed same-origin link, `/api/files/{key}?exp=…&sig=…`, because
 * the respondent's copy carries it. Nothing else is an image source: no outside address, no
 * data: URL, so a title can show only files the server stores (and checks on publishing).
 */
const FILE_KEY = /^[0-9a-f]{32}$/;
const SIGNED_FILE_LINK = /^\/api\/files\/([0-9a-f]{32})\?exp=\d{1,15}&sig=[0-9a-f]{64}$/;

/** The file key an image source refers to, or null when it is not one of ours. */
export function fileKeyOfImageSrc(src: string): string | null {
  if (FILE_KEY.test(src)) return src;
  return SIGNED_FILE_LINK.exec(src)?.[1] ?? null;
}

export const isFileKey = (src: string): boolean => FILE_KEY.test(src);

// Sanitised HTML only: the sanitiser rebuilds every attribute as name="escaped value".
const IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)(")/gi;

function rewriteSources(html: string, rewrite: (src: string) => string): string {
  return html.replace(IMG_SRC, (_whole, head: string, raw: string, tail: string) => {
    const src = decodeAttributeValue(raw);
    return `${head}${escapeAttributeValue(rewrite(src))}${tail}`;
  });
}

/** The file keys of the images in sanitised rich text, each once. */
export function imageKeysOf(html: string): string[] {
  const keys = new Set<string>();
  for (const match of html.matchAll(IMG_SRC)) {
    const key = fileKeyOfImageSrc(decodeAttributeValue(match[2] ?? ''));
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Sanitised rich text with each bare key turned into a link by `linkOf`; signed links stay. */
export function resolveFileImages(html: string, linkOf: (key: string) => string): string {
  if (!html.includes('<img')) return html;
  return rewriteSources(html, (src) => (isFileKey(src) ? linkOf(src) : src));
}

/** Sanitised rich text with signed links turned back into keys: what a design stores (links expire). */
export function fileLinksToKeys(html: string): string {
  if (!html.includes('<img')) return html;
  return rewriteSources(html, (src) => fileKeyOfImageSrc(src) ?? src);
}
