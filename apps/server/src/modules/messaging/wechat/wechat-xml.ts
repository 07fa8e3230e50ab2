/**
 * WeChat's pushes are small XML of one shape: `<xml><Name>text or CDATA</Name>…</xml>`, a few
 * events nesting one more level. This reads exactly that rather than XML at large (no parser is
 * installed, and the shape needs none): no declarations, DOCTYPE, attributes, comments or
 * processing instructions, no entities but the five and character references — so XML's
 * entity-expansion and external-entity attacks have nothing to work with.
 */
export class XmlShapeError extends Error {}

const NAME = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const MAX_DEPTH = 3;

/** The root `<xml>`'s text children by name (nested elements are read but left out). */
export function readFlatXml(text: string): Record<string, string> {
  let at = 0;
  const fail = (why: string): never => {
    throw new XmlShapeError(`${why} at ${at}`);
  };
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const take = (literal: string) => {
    if (!text.startsWith(literal, at)) fail(`${literal} expected`);
    at += literal.length;
  };
  const name = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(text) ?? fail('a name expected');
    at += match[0].length;
    return match[0];
  };
  const decode = (raw: string) =>
    raw.replace(/&([^;]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) return fail('an unfinished entity');
      if (ref in ENTITIES) return ENTITIES[ref]!;
      const code = /^#x[0-9a-fA-F]{1,6}$/.test(ref)
        ? Number.parseInt(ref.slice(2), 16)
        : /^#\d{1,7}$/.test(ref)
          ? Number(ref.slice(1))
          : NaN;
      if (!(code > 0 && code <= 0x10ffff)) fail(`an unknown entity &${ref};`);
      return String.fromCodePoint(code);
    });

  /** One element; its text, or null when it holds elements. */
  function element(depth: number, fields: Record<string, string> | null): string | null {
    if (depth > MAX_DEPTH) fail('too deep');
    take('<');
    const tag = name();
    take('>');
    let content = '';
    let nested = false;
    while (!text.startsWith('</', at)) {
      if (at >= text.length) fail(`</${tag}> expected`);
      if (text.startsWith('<![CDATA[', at)) {
        const end = text.indexOf(']]>', at);
        if (end < 0) fail('an unfinished CDATA section');
        content += text.slice(at + 9, end);
        at = end + 3;
      } else if (text[at] === '<') {
        nested = true;
        const start = at;
        const child = element(depth + 1, null);
        if (fields && child !== null) {
          const key = /^<([^>]+)>/.exec(text.slice(start))![1]!;
          if (key in fields) fail(`<${key}> twice`);
          fields[key] = child;
        }
      } else {
        const end = text.indexOf('<', at);
        content += decode(text.slice(at, end < 0 ? text.length : end));
        at = end < 0 ? text.length : end;
      }
    }
    take(`</${tag}>`);
    if (nested && content.trim() !== '') fail(`text mixed with elements in <${tag}>`);
    return nested ? null : content;
  }

  const fields: Record<string, string> = Object.create(null);
  skipSpace();
  if (!text.startsWith('<xml>', at)) fail('<xml> expected');
  element(0, fields);
  skipSpace();
  if (at !== text.length) fail('text after </xml>');
  return fields;
}
