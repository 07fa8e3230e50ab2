import {
  CSS_FUNCTIONS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_PRESENTATION,
  SVG_UNWRAPPED_ELEMENTS,
} from './svg-allowlist.ts';

/**
 * SVG uploads are parsed with a strict XML reader and written out again from scratch, keeping
 * only the allowlist (svg-allowlist.ts): no script, foreignObject, animation, event attributes,
 * external references (href other than "#id" or an embedded raster image; url() other than
 * url(#id); @import). Nothing of the input is copied through unparsed, so a parser difference
 * cannot smuggle markup. Input that is not well-formed XML, has a DOCTYPE (entities) or is not
 * an <svg> document is refused.
 */
export type SvgResult =
  | { ok: true; svg: string; width: number | null; height: number | null }
  | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 256;

class SvgError extends Error {}

interface XmlElement {
  name: string;
  attrs: [string, string][];
  children: XmlNode[];
}
type XmlNode = XmlElement | { text: string };

const NAME = /[A-Za-z_][\w.:-]*/y;
const SPACE = /\s*/y;
const EQUALS = /\s*=\s*/y;
/** A DOCTYPE without an internal subset (no entity declarations) is skipped; any other is refused. */
const PLAIN_DOCTYPE =
  /<!DOCTYPE\s+svg(?:\s+(?:PUBLIC\s+(?:"[^"]*"|'[^']*')\s+(?:"[^"]*"|'[^']*')|SYSTEM\s+(?:"[^"]*"|'[^']*')))?\s*>/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 &&
    code <= 0x10ffff &&
    (code < 0xd800 || code > 0xdfff) &&
    code !== 0xfffe &&
    code !== 0xffff);

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]{0,10});/g, (_m, name: string) => {
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]{1,6})$/i.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : /^#([0-9]{1,7})$/.test(name)
        ? Number(name.slice(1))
        : Number.NaN;
    if (!Number.isFinite(code) || !isXmlChar(code)) throw new SvgError(`unknown entity &${name};`);
    return String.fromCodePoint(code);
  });
}

function checkText(raw: string): string {
  if (/&(?![^;&\s]{0,10};)/.test(raw)) throw new SvgError('a bare & in the text');
  return decodeEntities(raw);
}

/** A strict, small XML reader: elements, attributes, text, CDATA, comments, PIs; no DOCTYPE. */
function parseXml(source: string): XmlElement {
  let at = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const fail = (what: string): never => {
    throw new SvgError(`${what} at offset ${at}`);
  };
  /** The text a sticky pattern matches at the cursor (moving past it), or null. */
  const take = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const m = pattern.exec(source);
    if (!m) return null;
    at += m[0].length;
    return m[0];
  };
  const skip = (end: string) => {
    const close = source.indexOf(end, at);
    if (close < 0) fail(`unclosed ${end === '-->' ? 'comment' : 'section'}`);
    const inner = source.slice(at, close);
    at = close + end.length;
    return inner;
  };

  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const text = source.slice(at, lt < 0 ? source.length : lt);
    if (text) {
      const parent = stack.at(-1);
      if (parent) parent.children.push({ text: checkText(text) });
      else if (text.trim()) fail('text outside the root element');
    }
    if (lt < 0) break;
    at = lt;
    if (source.startsWith('<!--', at)) {
      at += 4;
      skip('-->');
    } else if (source.startsWith('<![CDATA[', at)) {
      at += 9;
      const inner = skip(']]>');
      const parent = stack.at(-1) ?? fail('CDATA outside the root element');
      parent.children.push({ text: inner });
    } else if (source.startsWith('<!', at)) {
      if (root || take(PLAIN_DOCTYPE) === null)
        fail('a DOCTYPE with declarations (entities are not accepted)');
    } else if (source.startsWith('<?', at)) {
      at += 2;
      const pi = skip('?>');
      if (/^xml\s/.test(pi) && /encoding\s*=\s*["'](?!utf-8["'])/i.test(pi))
        fail('an encoding other than UTF-8');
    } else if (source.startsWith('</', at)) {
      at += 2;
      const name = take(NAME) ?? fail('a bad end tag');
      take(SPACE);
      if (source[at] !== '>') fail('a bad end tag');
      at++;
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> does not close the open element`);
    } else {
      at++;
      const name = take(NAME) ?? fail('a bad start tag');
      const element: XmlElement = { name, attrs: [], children: [] };
      const seen = new Set<string>();
      for (;;) {
        const space = take(SPACE)!;
        if (source.startsWith('/>', at) || source[at] === '>') break;
        if (!space) fail('attributes must be separated by spaces');
        const attr = take(NAME) ?? fail('a bad attribute name');
        if (take(EQUALS) === null) fail(`attribute ${attr} has no value`);
        const quote = source[at];
        if (quote !== '"' && quote !== "'") fail(`attribute ${attr} is not quoted`);
        const close = source.indexOf(quote!, at + 1);
        if (close < 0) fail(`attribute ${attr} is not closed`);
        const raw = source.slice(at + 1, close);
        if (raw.includes('<')) fail(`attribute ${attr} contains <`);
        if (seen.has(attr)) fail(`attribute ${attr} is repeated`);
        seen.add(attr);
        element.attrs.push([attr, checkText(raw)]);
        at = close + 1;
      }
      const selfClosing = source.startsWith('/>', at);
      at += selfClosing ? 2 : 1;
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) fail('a second root element');
      else root = element;
      if (!selfClosing) {
        stack.push(element);
        if (stack.length > MAX_DEPTH) fail('elements nested too deeply');
      }
    }
  }
  if (stack.length) throw new SvgError(`<${stack.at(-1)!.name}> is not closed`);
  if (!root) throw new SvgError('no root element');
  return root;
}

const LOCAL_REF = /^#[\w.:-]+$/;
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
/** CSS that could escape the checks below (escapes, comments, at-rules, markup, old IE tricks). */
const CSS_HOSTILE = /[\\<>@]|\/\*|expression|javascript:|behavior|binding/i;

/** Longer CSS values and styles are dropped rather than checked (the checks are then linear). */
const MAX_CSS_VALUE = 2000;
const MAX_CSS = 20000;

function isSafeCssValue(value: string): boolean {
  if (value.length > MAX_CSS_VALUE) return false;
  // CSS escapes could spell url( or another function in a way the checks below do not see.
  if (value.includes('\\')) return false;
  for (const [, fn] of value.matchAll(/([A-Za-z-]*)\s*\(/g)) {
    if (!CSS_FUNCTIONS.has(fn!.toLowerCase())) return false;
  }
  for (const [, , target] of value.matchAll(URL_FUNCTION)) {
    if (!LOCAL_REF.test(target!.trim())) return false;
  }
  // Every url( must be one the pattern above recognised.
  return (value.match(/url\s*\(/gi)?.length ?? 0) === [...value.matchAll(URL_FUNCTION)].length;
}

/** The allowed declarations of a style, or '' when none is left. */
export function sanitizeDeclarations(css: string): string {
  if (css.length > MAX_CSS || CSS_HOSTILE.test(css)) return '';
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!SVG_PRESENTATION.has(property) || !value || !isSafeCssValue(value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** A <style> sheet reduced to simple selectors with allowed declarations; '' when nothing is left. */
export function sanitizeStylesheet(css: string): string {
  const text = withoutComments(css);
  if (text === null || /[\\<@]/.test(text)) return '';
  const rules: string[] = [];
  for (let at = 0; ; ) {
    const open = text.indexOf('{', at);
    const close = open < 0 ? -1 : text.indexOf('}', open);
    if (close < 0) break;
    const selector = text.slice(at, open).trim();
    const body = text.slice(open + 1, close);
    at = close + 1;
    if (body.includes('{')) return ''; // nested blocks are not plain rules
    if (selector.length > 500 || !/^[\w\s.#,>*+~:-]+$/.test(selector)) continue;
    const declarations = sanitizeDeclarations(body);
    if (declarations) rules.push(`${selector}{${declarations}}`);
  }
  return rules.join('\n');
}

/** CSS without its comments; null when one is not closed. */
function withoutComments(css: string): string | null {
  let out = '';
  let at = 0;
  for (;;) {
    const start = css.indexOf('/*', at);
    if (start < 0) return out + css.slice(at);
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return null;
    out += `${css.slice(at, start)} `;
    at = end + 2;
  }
}

function sanitizeAttribute(element: string, name: string, value: string): string | null {
  if (!SVG_ATTRIBUTES.has(name)) return null;
  if (name === 'href' || name === 'xlink:href') {
    const target = value.trim();
    if (LOCAL_REF.test(target)) return target;
    return element === 'image' && EMBEDDED_RASTER.test(target) ? target.replace(/\s+/g, '') : null;
  }
  if (name === 'style') return sanitizeDeclarations(value) || null;
  // Presentation attributes are CSS values: the same rules as in a style.
  if (/[\\(]|javascript:/i.test(value) && !isSafeCssValue(value)) return null;
  return value;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/[\t\n\r]/g, ' ');

function write(node: XmlNode, out: string[], usesXlink: { value: boolean }): void {
  if ('text' in node) {
    out.push(escapeText(node.text));
    return;
  }
  if (SVG_UNWRAPPED_ELEMENTS.has(node.name)) {
    for (const child of node.children) write(child, out, usesXlink);
    return;
  }
  if (!SVG_ELEMENTS.has(node.name)) return;
  const attrs: string[] = [];
  for (const [name, value] of node.attrs) {
    const safe = sanitizeAttribute(node.name, name, value);
    if (safe === null) continue;
    if (name === 'xlink:href') usesXlink.value = true;
    attrs.push(` ${name}="${escapeAttr(safe)}"`);
  }
  const children: string[] = [];
  if (node.name === 'style') {
    const sheet = sanitizeStylesheet(node.children.map((c) => ('text' in c ? c.text : '')).join(''));
    if (!sheet) return;
    children.push(escapeText(sheet));
  } else {
    for (const child of node.children) write(child, children, usesXlink);
  }
  out.push(`<${node.name}${attrs.join('')}`);
  out.push(children.length ? `>${children.join('')}</${node.name}>` : '/>');
}

/** A length in user units (px or unitless), else null. */
function userUnits(value: string | undefined): number | null {
  if (!value || value.length > 40) return null;
  const m = /^\s*([0-9]+(?:\.[0-9]+)?|\.[0-9]+)\s*(px)?\s*$/.exec(value);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

export function sanitizeSvg(bytes: Uint8Array): SvgResult {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'the SVG is not UTF-8 text' };
  }
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/.test(source)) {
    return { ok: false, reason: 'the SVG contains control characters' };
  }
  try {
    const root = parseXml(source);
    if (root.name !== 'svg') return { ok: false, reason: 'the root element is not <svg>' };
    const attr = (name: string) => root.attrs.find(([n]) => n === name)?.[1];
    const ns = attr('xmlns');
    if (ns !== undefined && ns !== SVG_NS) return { ok: false, reason: 'not an SVG namespace' };
    const usesXlink = { value: false };
    const out: string[] = [];
    write(root, out, usesXlink);
    const namespaces = ` xmlns="${SVG_NS}"${usesXlink.value ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
    const svg = `<svg${namespaces}${out.join('').slice('<svg'.length)}`;
    const viewBox = attr('viewBox')
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
    const fromViewBox = (i: number) =>
      viewBox?.length === 4 && Number.isFinite(viewBox[i]) && viewBox[i]! > 0
        ? Math.round(viewBox[i]!)
        : null;
    return {
      ok: true,
      svg,
      width: userUnits(attr('width')) ?? fromViewBox(2),
      height: userUnits(attr('height')) ?? fromViewBox(3),
    };
  } catch (error) {
    if (error instanceof SvgError) return { ok: false, reason: error.message };
    throw error;
  }
}
