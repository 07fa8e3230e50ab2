/**
 * Text as XML 1.0 character data: &, < and > escaped, CR kept as a character reference (a parser
 * turns a literal CR into LF), and the characters XML 1.0 cannot hold at all (C0 controls other
 * than tab, LF and CR; U+FFFE, U+FFFF) removed: one of them would make the whole sheet unreadable.
 * Lone surrogates need nothing here: UTF-8 encoding turns them into U+FFFD.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const SPECIAL = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const SPECIAL_ALL = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function replacement(char: string): string {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '\r':
      return '&#13;';
    default:
      return '';
  }
}

export function xmlText(text: string): string {
  // Most answers need nothing: one test instead of a replace that allocates.
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, replacement) : text;
}

/** Attribute values additionally need their quote escaped. */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;');
}
