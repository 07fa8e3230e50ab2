/**
 * Attribute values as the browser reads them: entities decoded (including the HTML5 ones used to
 * hide a scheme, `&colon;` `&Tab;`) and control characters removed, so checks see what runs.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
};

export function decodeAttributeValue(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole)
    .split('')
    .filter((char) => !isControlCharacter(char))
    .join('');
}

/** C0 controls other than tab, newline and carriage return, and DEL: browsers drop them from URLs. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
}

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

export function escapeAttributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
