import type { ExpressionIssue } from './ast.ts';

export type Token =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'name'; text: string; position: number }
  | { kind: 'symbol'; text: '+' | '-' | '*' | '/' | '(' | ')' | ','; position: number }
  | { kind: 'end'; position: number };

const NUMBER = /^(\d+(\.\d+)?|\.\d+)/;
// A name is a question code (letters, digits, `.`, `_`, letter first) or a function name.
const NAME = /^[A-Za-z][A-Za-z0-9._]*/;
const SYMBOLS = new Set(['+', '-', '*', '/', '(', ')', ',']);

export function tokenize(source: string): { tokens: Token[] } | { issue: ExpressionIssue } {
  const tokens: Token[] = [];
  let position = 0;
  while (position < source.length) {
    const rest = source.slice(position);
    const char = rest[0] as string;
    if (/\s/.test(char)) {
      position++;
      continue;
    }
    const number = NUMBER.exec(rest)?.[0];
    const name = number === undefined ? NAME.exec(rest)?.[0] : undefined;
    if (number !== undefined) {
      tokens.push({ kind: 'number', value: Number(number), position });
      position += number.length;
    } else if (name !== undefined) {
      tokens.push({ kind: 'name', text: name, position });
      position += name.length;
    } else if (SYMBOLS.has(char)) {
      tokens.push({ kind: 'symbol', text: char as '+', position });
      position++;
    } else {
      return { issue: { position, kind: 'unexpected_char', detail: char, message: `unexpected "${char}"` } };
    }
  }
  tokens.push({ kind: 'end', position });
  return { tokens };
}
