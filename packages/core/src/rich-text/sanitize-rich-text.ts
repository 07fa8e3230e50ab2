import { FilterXSS } from 'xss';
import { fileKeyOfImageSrc } from './file-images.ts';
import { decodeAttributeValue, escapeAttributeValue } from './html-entities.ts';

/**
 * Titles may carry bold, italic, colour, links and images, nothing else. Every attribute is
 * rebuilt here from a checked value, so anything the allowlist does not name never survives,
 * whatever the browser would make of it.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  b: [],
  strong: [],
  i: [],
  em: [],
  span: ['style'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  br: [],
  p: [],
};

/**
 * Tags whose content is code: dropped with the tag. Only these two, because xss leaves marker
 * text behind when listed tags nest; other unknown tags go and their text stays, escaped.
 */
const DROP_WITH_BODY = ['script', 'style'];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-z]{3,20})$/i;
const REL_WORDS = new Set(['noopener', 'noreferrer', 'nofollow']);

function cleanUrl(raw: string): string {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:");
  // decoding already dropped the controls.
  return decodeAttributeValue(raw).replace(/\s+/g, '');
}

function isSafeHref(url: string): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Only our stored files (file-images.ts): an outside address or a data: URL never survives. */
function isSafeImageSrc(url: string): boolean {
  return fileKeyOfImageSrc(url) !== null;
}

function keepColourOnly(style: string): string | null {
  const colours = decodeAttributeValue(style)
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(([property, value]) => property?.toLowerCase() === 'color' && value && COLOUR.test(value))
    .map(([, value]) => value as string);
  const last = colours.at(-1);
  return last === undefined ? null : `color:${last}`;
}

function attribute(name: string, value: string | null): string {
  return value === null ? '' : `${name}="${escapeAttributeValue(value)}"`;
}

function checkAttribute(tag: string, name: string, raw: string): string {
  if (!ALLOWED_TAGS[tag]?.includes(name)) return '';
  const value = decodeAttributeValue(raw).trim();
  switch (`${tag}.${name}`) {
    case 'span.style':
      return attribute(name, keepColourOnly(raw));
    case 'a.href':
      return attribute(name, isSafeHref(cleanUrl(raw)) ? cleanUrl(raw) : null);
    case 'a.target':
      return attribute(name, value === '_blank' || value === '_self' ? value : null);
    case 'a.rel': {
      const words = value
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => REL_WORDS.has(word));
      return attribute(name, words.length > 0 ? words.join(' ') : null);
    }
    case 'img.src':
      return attribute(name, isSafeImageSrc(cleanUrl(raw)) ? cleanUrl(raw) : null);
    case 'img.width':
    case 'img.height':
      return attribute(name, /^\d{1,4}$/.test(value) ? value : null);
    case 'img.alt':
      return attribute(name, value);
    default:
      return '';
  }
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  css: false,
  onTagAttr: (tag, name, value) => checkAttribute(tag, name.toLowerCase(), value),
});

/** An image left without a source (it had a refused one) shows nothing: drop the tag. */
const IMG_WITHOUT_SRC = /<img\b(?![^>]*\ssrc=")[^>]*>/gi;

/** Rich text safe to render as HTML: the allowlisted formatting kept, everything else removed or escaped. */
export function sanitizeRichText(html: string): string {
  const safe = filter.process(html);
  return safe.includes('<img') ? safe.replace(IMG_WITHOUT_SRC, '') : safe;
}
